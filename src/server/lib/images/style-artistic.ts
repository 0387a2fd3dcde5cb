import { mixColors } from './color.ts';
import { drawMotif } from './motifs.ts';
import { buildBlobPath, defineDotPattern } from './paint.ts';
import {
  buildMotifColors,
  getArtRegion,
  type StyleTemplate,
  splitRegions,
  wobble,
} from './poster-context.ts';
import { drawTextLines } from './poster-text.ts';
import { pickVerticalAlign } from './style-modern.ts';
import { createElement as el } from './svg.ts';

/** Artistic: a flat paper ground, organic color blobs, halftone dots and tall display capitals. */
export const artisticStyle: StyleTemplate = {
  planText(ctx) {
    const { unit: u } = ctx;
    const { text } = splitRegions(ctx, 0.54 + wobble(ctx, 0.05), 24 * u);
    return {
      box: text,
      align: 'start',
      verticalAlign: pickVerticalAlign(ctx),
      eyebrow: { face: 'serifItalic', size: 26 * u, lineHeight: 1, maxLines: 1 },
      title: {
        face: 'condensed',
        size: 112 * u,
        minSize: Math.max(14, 34 * u),
        lineHeight: 0.94,
        maxLines: 3,
      },
      description: { face: 'sansRegular', size: 23 * u, lineHeight: 1.35, maxLines: 2 },
    };
  },
  drawBackground(ctx, layout) {
    const { width: w, height: h, palette, random, unit: u } = ctx;
    const art = getArtRegion(ctx, layout.box, 24 * u);
    const cx = art.x + art.width / 2;
    const cy = art.y + art.height / 2;
    const r = Math.min(art.width, art.height) / 2;
    const farX = ctx.isMirrored ? w * 0.02 : w * 0.98;
    const blobs = [
      el('path', {
        d: buildBlobPath(random, cx, cy, r * 1.02, 0.08 + 0.14 * ctx.creativity),
        fill: mixColors(palette.base, palette.light, 0.14),
      }),
      el('path', {
        d: buildBlobPath(random, farX, h * 0.02, h * 0.26, 0.2),
        fill: palette.accents[0],
        opacity: 0.9,
      }),
      el('path', {
        d: buildBlobPath(random, farX, h, h * 0.2, 0.2),
        fill: palette.accents[2],
        opacity: 0.85,
      }),
    ];
    const extra = Math.round(ctx.creativity * 3);
    for (let i = 0; i < extra; i++) {
      const x = art.x + random.range(0, art.width);
      const y = random.pick([art.y, art.y + art.height]);
      blobs.push(
        el('path', {
          d: buildBlobPath(random, x, y, h * random.range(0.05, 0.1), 0.25),
          fill: palette.accents[(i + 1) % 4],
          opacity: 0.8,
        }),
      );
    }
    const defs = el('defs', {}, defineDotPattern('halftone', 16 * u, 3.2 * u, palette.ink));
    const dotsX = ctx.isMirrored ? w * 0.62 : w * 0.04;
    return (
      defs +
      el('rect', { width: w, height: h, fill: palette.base }) +
      el('rect', {
        x: dotsX,
        y: h * 0.78,
        width: w * 0.34,
        height: h * 0.22,
        fill: 'url(#halftone)',
        opacity: 0.14,
      }) +
      blobs.join('') +
      el('circle', {
        cx: cx + r * 0.5,
        cy: cy - r * 0.55,
        r: r * 0.55,
        fill: 'none',
        stroke: palette.accents[3],
        'stroke-width': 3 * u,
        opacity: 0.8,
      })
    );
  },
  drawArt(ctx, layout) {
    const art = getArtRegion(ctx, layout.box, 24 * ctx.unit);
    const size = Math.min(art.width, art.height) * (0.94 + wobble(ctx, 0.12));
    const cx = art.x + art.width / 2 + wobble(ctx, 20 * ctx.unit);
    const cy = art.y + art.height / 2 + wobble(ctx, 16 * ctx.unit);
    return drawMotif(
      ctx.family,
      { ...buildMotifColors(ctx), random: ctx.random },
      { cx, cy, size, rotation: -6 + wobble(ctx, 16) },
    );
  },
  drawText(ctx, layout) {
    const { palette, unit: u } = ctx;
    return drawTextLines(
      layout,
      {
        eyebrow: { fill: palette.ink, opacity: 0.9 },
        title: { fill: palette.ink },
        description: { fill: palette.inkSoft },
      },
      { dx: 5 * u, dy: 5 * u, fill: palette.isDark ? palette.dark : palette.accents[0], roles: ['title'] },
    );
  },
};

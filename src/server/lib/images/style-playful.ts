import { ensureReadable, mixColors } from './color.ts';
import { drawMotif } from './motifs.ts';
import { buildBlobPath, defineDotPattern, defineLinearGradient } from './paint.ts';
import {
  buildMotifColors,
  getArtRegion,
  type StyleTemplate,
  splitRegions,
  wobble,
} from './poster-context.ts';
import { drawTextLines } from './poster-text.ts';
import { createElement as el, formatNumber as f } from './svg.ts';

// Space between the text and the edge of its sticker panel.
const PANEL_PAD = 34;

/** Playful: polka dots, bouncy blobs, a tilted sticker panel and a rounded display face. */
export const playfulStyle: StyleTemplate = {
  planText(ctx) {
    const { unit: u } = ctx;
    const { text } = splitRegions(ctx, 0.55 + wobble(ctx, 0.04), 30 * u);
    const inset = (PANEL_PAD + 6) * u;
    return {
      box: {
        x: text.x + inset,
        y: text.y + inset,
        width: text.width - 2 * inset,
        height: text.height - 2 * inset,
      },
      align: 'start',
      verticalAlign: 'center',
      eyebrow: { face: 'roundedMedium', size: 21 * u, lineHeight: 1, letterSpacing: 1.2 * u, maxLines: 1 },
      title: {
        face: 'roundedBold',
        size: 78 * u,
        minSize: Math.max(13, 26 * u),
        lineHeight: 1.04,
        maxLines: 3,
      },
      description: { face: 'roundedMedium', size: 23 * u, lineHeight: 1.3, maxLines: 2 },
    };
  },
  drawBackground(ctx) {
    const { width: w, height: h, palette, random, unit: u } = ctx;
    const defs = el(
      'defs',
      {},
      defineLinearGradient('bg', palette.background[0], palette.background[1], 1, 0.4) +
        defineDotPattern('polka', 38 * u, 4 * u, palette.light),
    );
    const corners: [number, number, string][] = [
      [w * (ctx.isMirrored ? 0.08 : 0.92), -h * 0.04, palette.accents[1]],
      [w * (ctx.isMirrored ? 0.96 : 0.04), h * 1.04, palette.accents[3]],
      [w * (ctx.isMirrored ? 0.14 : 0.86), h * 1.02, palette.accents[0]],
    ];
    return (
      defs +
      el('rect', { width: w, height: h, fill: 'url(#bg)' }) +
      el('rect', { width: w, height: h, fill: 'url(#polka)', opacity: 0.16 }) +
      corners
        .map(([x, y, fill], i) =>
          el('path', {
            d: buildBlobPath(random, x, y, h * (0.22 - i * 0.04), 0.12 + 0.12 * ctx.creativity),
            fill,
          }),
        )
        .join('')
    );
  },
  drawArt(ctx, layout) {
    const art = getArtRegion(ctx, layout.box, (PANEL_PAD + 36) * ctx.unit);
    const size = Math.min(art.width * 1.05, art.height) * (1 + wobble(ctx, 0.1));
    const cx = art.x + art.width / 2 + wobble(ctx, 16 * ctx.unit);
    const cy = art.y + art.height / 2 + wobble(ctx, 16 * ctx.unit);
    return drawMotif(
      ctx.family,
      { ...buildMotifColors(ctx), random: ctx.random },
      { cx, cy, size, rotation: 4 + wobble(ctx, 16) },
    );
  },
  drawText(ctx, layout) {
    const { palette, unit: u } = ctx;
    const pad = PANEL_PAD * u;
    const b = layout.bounds;
    const panel = {
      x: b.x - pad,
      y: b.y - pad,
      width: b.width + 2 * pad,
      height: b.height + 2 * pad,
      rx: 28 * u,
    };
    const angle = -2 + wobble(ctx, 3);
    const cx = panel.x + panel.width / 2;
    const cy = panel.y + panel.height / 2;
    const paper = palette.light;
    const ink = palette.dark;
    const content =
      el('rect', {
        ...panel,
        x: panel.x + 10 * u,
        y: panel.y + 10 * u,
        fill: mixColors(palette.dark, palette.base, 0.2),
        opacity: 0.9,
      }) +
      el('rect', { ...panel, fill: paper }) +
      drawTextLines(layout, {
        eyebrow: { fill: ensureReadable(palette.accents[0], paper, ink, 4.5) },
        title: { fill: ink },
        description: { fill: mixColors(ink, paper, 0.22) },
      });
    return el('g', { transform: `rotate(${f(angle)} ${f(cx)} ${f(cy)})` }, content);
  },
};

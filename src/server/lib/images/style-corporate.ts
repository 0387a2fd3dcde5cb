import { mixColors } from './color.ts';
import { drawMotif } from './motifs.ts';
import { defineDotPattern } from './paint.ts';
import {
  buildMotifColors,
  getArtRegion,
  type StyleTemplate,
  splitRegions,
  wobble,
} from './poster-context.ts';
import { drawTextLines } from './poster-text.ts';
import { shiftLines } from './style-modern.ts';
import { buildPolygonPath, createElement as el } from './svg.ts';

const RULE_WIDTH = 30;
const RULE_GAP = 12;

/** Corporate: a two-tone split with a dot grid, a brand bar and a clean semibold sans. */
export const corporateStyle: StyleTemplate = {
  planText(ctx) {
    const { unit: u } = ctx;
    const { text } = splitRegions(ctx, 0.55, 56 * u);
    return {
      box: { ...text, height: text.height - 10 * u },
      align: 'start',
      verticalAlign: ctx.creativity >= 0.6 ? ctx.random.pick(['center', 'bottom'] as const) : 'center',
      eyebrow: {
        face: 'sansBold',
        size: 16 * u,
        lineHeight: 1,
        letterSpacing: 3 * u,
        maxLines: 1,
        isUppercase: true,
      },
      title: { face: 'sansBold', size: 68 * u, minSize: Math.max(13, 24 * u), lineHeight: 1.08, maxLines: 3 },
      description: { face: 'sansRegular', size: 22 * u, lineHeight: 1.4, maxLines: 3 },
    };
  },
  drawBackground(ctx, layout) {
    const { width: w, height: h, palette, unit: u } = ctx;
    const art = getArtRegion(ctx, layout.box, 56 * u);
    const tone = palette.isDark ? palette.light : palette.dark;
    const split = ctx.isLandscape
      ? ctx.isMirrored
        ? art.x + art.width + 28 * u
        : art.x - 28 * u
      : art.y + art.height + 20 * u;
    const slant = 46 * u + wobble(ctx, 30 * u);
    const points: [number, number][] = !ctx.isLandscape
      ? [
          [0, 0],
          [w, 0],
          [w, split],
          [0, split + slant * 0.4],
        ]
      : ctx.isMirrored
        ? [
            [0, 0],
            [split + slant, 0],
            [split - slant, h],
            [0, h],
          ]
        : [
            [split + slant, 0],
            [w, 0],
            [w, h],
            [split - slant, h],
          ];
    const defs = el('defs', {}, defineDotPattern('grid', 26 * u, 1.8 * u, tone));
    const barY = h - 10 * u;
    return (
      defs +
      el('rect', { width: w, height: h, fill: palette.base }) +
      el('path', { d: buildPolygonPath(points), fill: mixColors(palette.base, tone, 0.07) }) +
      el('path', { d: buildPolygonPath(points), fill: 'url(#grid)', opacity: 0.22 }) +
      el('rect', { x: 0, y: barY, width: w * 0.55, height: 10 * u, fill: palette.accents[0] }) +
      el('rect', { x: w * 0.55, y: barY, width: w * 0.27, height: 10 * u, fill: palette.accents[1] }) +
      el('rect', { x: w * 0.82, y: barY, width: w * 0.18, height: 10 * u, fill: palette.accents[2] })
    );
  },
  drawArt(ctx, layout) {
    const { unit: u, palette } = ctx;
    const art = getArtRegion(ctx, layout.box, 56 * u);
    const size = Math.min(art.width, art.height) * 0.86;
    const cx = art.x + art.width / 2 + wobble(ctx, 14 * u);
    const cy = art.y + art.height / 2;
    const plate = mixColors(palette.base, palette.isDark ? palette.light : palette.dark, 0.1);
    return (
      el('circle', { cx, cy, r: size * 0.56, fill: plate }) +
      drawMotif(
        ctx.family,
        { ...buildMotifColors(ctx), random: ctx.random },
        { cx, cy, size: size * 0.9, rotation: wobble(ctx, 8) },
      )
    );
  },
  drawText(ctx, layout) {
    const { palette, unit: u } = ctx;
    const shifted = shiftLines(layout, 'eyebrow', (RULE_WIDTH + RULE_GAP) * u);
    const eyebrow = shifted.lines.find((l) => l.role === 'eyebrow');
    const rule = eyebrow
      ? el('rect', {
          x: layout.box.x,
          y: eyebrow.baseline - eyebrow.size * 0.42,
          width: RULE_WIDTH * u,
          height: 3 * u,
          fill: palette.accents[0],
        })
      : '';
    return (
      rule +
      drawTextLines(shifted, {
        eyebrow: { fill: palette.ink, opacity: 0.85 },
        title: { fill: palette.ink },
        description: { fill: palette.inkSoft },
      })
    );
  },
};

import { drawMotif } from './motifs.ts';
import { defineGlow, defineLinearGradient } from './paint.ts';
import {
  buildMotifColors,
  getArtRegion,
  type PosterContext,
  type StyleTemplate,
  splitRegions,
  wobble,
} from './poster-context.ts';
import { drawTextLines } from './poster-text.ts';
import { createElement as el } from './svg.ts';
import type { PosterTextLayout, VerticalAlign } from './text-layout.ts';

const PILL_PAD = 14;

export function pickVerticalAlign(ctx: PosterContext): VerticalAlign {
  if (ctx.creativity < 0.6) return 'center';
  return ctx.random.pick(['top', 'center', 'bottom'] as const);
}

/** Moves one role's lines sideways (to make room for a pill or a leading rule). */
export function shiftLines(layout: PosterTextLayout, role: 'eyebrow', dx: number): PosterTextLayout {
  return { ...layout, lines: layout.lines.map((l) => (l.role === role ? { ...l, x: l.x + dx } : l)) };
}

/** Modern: a bold gradient, soft glows, a pill label and a heavy geometric sans. */
export const modernStyle: StyleTemplate = {
  planText(ctx) {
    const { unit: u } = ctx;
    const { text } = splitRegions(ctx, 0.56 + wobble(ctx, 0.05), 28 * u);
    return {
      box: text,
      align: 'start',
      verticalAlign: pickVerticalAlign(ctx),
      eyebrow: {
        face: 'sansBold',
        size: 17 * u,
        lineHeight: 1,
        letterSpacing: 2.4 * u,
        maxLines: 1,
        isUppercase: true,
      },
      title: {
        face: 'sansBlack',
        size: 84 * u,
        minSize: Math.max(13, 28 * u),
        lineHeight: 1.02,
        maxLines: 3,
      },
      description: { face: 'sansRegular', size: 24 * u, lineHeight: 1.32, maxLines: 2 },
    };
  },
  drawBackground(ctx, layout) {
    const { width: w, height: h, palette } = ctx;
    const art = getArtRegion(ctx, layout.box, 28 * ctx.unit);
    const glowX = art.x + art.width / 2;
    const defs = el(
      'defs',
      {},
      defineLinearGradient('bg', palette.background[0], palette.background[1]) +
        defineGlow('glow-a', palette.accents[0], ctx.colorTheme === 'monochrome' ? 0.3 : 0.6) +
        defineGlow('glow-b', palette.accents[2], ctx.colorTheme === 'monochrome' ? 0.25 : 0.5),
    );
    return (
      defs +
      el('rect', { width: w, height: h, fill: 'url(#bg)' }) +
      el('circle', { cx: glowX, cy: h * 0.45, r: h * 0.62, fill: 'url(#glow-a)' }) +
      el('circle', {
        cx: ctx.isMirrored ? w * 0.05 : w * 0.95,
        cy: h * 1.02,
        r: h * 0.5,
        fill: 'url(#glow-b)',
      })
    );
  },
  drawArt(ctx, layout) {
    const art = getArtRegion(ctx, layout.box, 28 * ctx.unit);
    const size = Math.min(art.width, art.height) * (0.98 + wobble(ctx, 0.1));
    const cx = art.x + art.width / 2 + wobble(ctx, 24 * ctx.unit);
    const cy = art.y + art.height / 2 + wobble(ctx, 20 * ctx.unit);
    return (
      el('circle', { cx, cy, r: size * 0.5, fill: ctx.palette.light, opacity: 0.1 }) +
      drawMotif(
        ctx.family,
        { ...buildMotifColors(ctx), random: ctx.random },
        { cx, cy, size, rotation: wobble(ctx, 12) },
      )
    );
  },
  drawText(ctx, layout) {
    const { palette, unit: u } = ctx;
    const padX = PILL_PAD * u;
    const shifted = shiftLines(layout, 'eyebrow', padX);
    const eyebrow = shifted.lines.find((l) => l.role === 'eyebrow');
    const pill = eyebrow
      ? el('rect', {
          x: eyebrow.x - padX,
          y: eyebrow.baseline - eyebrow.size * 1.25,
          width: eyebrow.width + padX * 2,
          height: eyebrow.size * 1.85,
          rx: eyebrow.size * 0.925,
          fill: palette.ink,
          opacity: 0.14,
        })
      : '';
    return (
      pill +
      drawTextLines(shifted, {
        eyebrow: { fill: palette.ink },
        title: { fill: palette.ink },
        description: { fill: palette.inkSoft },
      })
    );
  },
};

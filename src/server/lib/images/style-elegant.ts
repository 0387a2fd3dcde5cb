import { ensureReadable } from './color.ts';
import { drawMotif } from './motifs.ts';
import { defineRadialGradient } from './paint.ts';
import { buildMotifColors, type PosterContext, type StyleTemplate } from './poster-context.ts';
import { drawTextLines } from './poster-text.ts';
import { createRandom } from './prng.ts';
import { createElement as el, formatNumber as f } from './svg.ts';
import type { PosterTextLayout } from './text-layout.ts';

// Room kept under the text block for the ornamental rule.
const RULE_SPACE = 44;

function drawDiamond(x: number, y: number, r: number, fill: string): string {
  return el('path', {
    d: `M${f(x)} ${f(y - r)}L${f(x + r)} ${f(y)}L${f(x)} ${f(y + r)}L${f(x - r)} ${f(y)}Z`,
    fill,
  });
}

function drawFrame(ctx: PosterContext): string {
  const { width: w, height: h, unit: u, palette } = ctx;
  const outer = 22 * u;
  const inner = 30 * u;
  const corners = [
    [outer, outer],
    [w - outer, outer],
    [outer, h - outer],
    [w - outer, h - outer],
  ]
    .map(([x, y]) => drawDiamond(x ?? 0, y ?? 0, 6 * u, palette.highlight))
    .join('');
  return (
    el('rect', {
      x: outer,
      y: outer,
      width: w - 2 * outer,
      height: h - 2 * outer,
      fill: 'none',
      stroke: palette.highlight,
      'stroke-width': 1.6 * u,
    }) +
    el('rect', {
      x: inner,
      y: inner,
      width: w - 2 * inner,
      height: h - 2 * inner,
      fill: 'none',
      stroke: palette.highlight,
      'stroke-width': 0.8 * u,
      opacity: 0.6,
    }) +
    corners
  );
}

function drawRule(ctx: PosterContext, layout: PosterTextLayout): string {
  const { unit: u, palette } = ctx;
  const cx = layout.box.x + layout.box.width / 2;
  const y = layout.bounds.y + layout.bounds.height + 26 * u;
  const stroke = { stroke: palette.highlight, 'stroke-width': 1.2 * u };
  return (
    el('line', { x1: cx - 96 * u, y1: y, x2: cx - 14 * u, y2: y, ...stroke }) +
    el('line', { x1: cx + 14 * u, y1: y, x2: cx + 96 * u, y2: y, ...stroke }) +
    drawDiamond(cx, y, 5 * u, palette.highlight)
  );
}

/** Elegant: a deep vignette, a fine double frame, centred serif type and mirrored ornaments. */
export const elegantStyle: StyleTemplate = {
  planText(ctx) {
    const { width: w, height: h, unit: u, pad } = ctx;
    const side = ctx.isLandscape ? w * (0.25 + ctx.creativity * ctx.random.range(-0.02, 0.02)) : pad * 1.2;
    const top = ctx.isLandscape ? pad + 12 * u : h * 0.42;
    return {
      box: { x: side, y: top, width: w - 2 * side, height: h - pad - 12 * u - top - RULE_SPACE * u },
      align: 'middle',
      verticalAlign: 'center',
      eyebrow: { face: 'serifItalic', size: 26 * u, lineHeight: 1, letterSpacing: 0.5 * u, maxLines: 1 },
      title: {
        face: 'serifBold',
        size: 72 * u,
        minSize: Math.max(13, 26 * u),
        lineHeight: 1.12,
        maxLines: 3,
      },
      description: { face: 'serifItalic', size: 23 * u, lineHeight: 1.35, maxLines: 2 },
    };
  },
  drawBackground(ctx) {
    const { width: w, height: h, palette } = ctx;
    const defs = el(
      'defs',
      {},
      defineRadialGradient('bg', palette.background[0], palette.background[1], 0.5, 0.42),
    );
    return defs + el('rect', { width: w, height: h, fill: 'url(#bg)' });
  },
  drawArt(ctx, layout) {
    const { width: w, height: h, unit: u } = ctx;
    const colors = buildMotifColors(ctx);
    if (!ctx.isLandscape) {
      const size = Math.min(w * 0.6, layout.box.y - 60 * u);
      return drawMotif(
        ctx.family,
        { ...colors, random: ctx.random },
        { cx: w / 2, cy: layout.box.y / 2 + 12 * u, size },
      );
    }
    // The same seed on both sides gives a true mirror image.
    const seed = ctx.random.int(0, 2 ** 31);
    const size = Math.min(layout.box.x - 56 * u, h * 0.56);
    const cx = layout.box.x / 2 + 8 * u;
    const left = drawMotif(ctx.family, { ...colors, random: createRandom(seed) }, { cx, cy: h / 2, size });
    const right = drawMotif(ctx.family, { ...colors, random: createRandom(seed) }, { cx, cy: h / 2, size });
    const inset = 31 * u;
    const clip = el(
      'clipPath',
      { id: 'frame-clip' },
      el('rect', { x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset }),
    );
    return (
      el('defs', {}, clip) +
      el(
        'g',
        { 'clip-path': 'url(#frame-clip)' },
        left + el('g', { transform: `translate(${f(w)} 0) scale(-1 1)` }, right),
      )
    );
  },
  drawText(ctx, layout) {
    const { palette } = ctx;
    return (
      drawRule(ctx, layout) +
      drawTextLines(layout, {
        eyebrow: { fill: ensureReadable(palette.highlight, palette.base, palette.ink) },
        title: { fill: palette.ink },
        description: { fill: palette.inkSoft },
      })
    );
  },
  drawForeground: drawFrame,
};

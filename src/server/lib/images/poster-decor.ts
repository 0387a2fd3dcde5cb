import { isInside, type PosterContext } from './poster-context.ts';
import { drawConfettiPiece, drawSparkle } from './shapes.ts';
import { createElement as el, formatNumber as f } from './svg.ts';
import type { TextBox } from './text-layout.ts';

function scatterAround(
  ctx: PosterContext,
  count: number,
  avoid: TextBox,
  draw: (x: number, y: number, i: number) => string,
): string {
  const margin = 24 * ctx.unit;
  let out = '';
  for (let i = 0; i < count; i++) {
    let x = ctx.random.range(0, ctx.width);
    let y = ctx.random.range(0, ctx.height);
    for (let tries = 0; tries < 12 && isInside(avoid, x, y, margin); tries++) {
      x = ctx.random.range(0, ctx.width);
      y = ctx.random.range(0, ctx.height);
    }
    if (!isInside(avoid, x, y, margin)) out += draw(x, y, i);
  }
  return out;
}

function drawWaves(ctx: PosterContext): string {
  const { width: w, height: h, unit: u } = ctx;
  return [0, 1]
    .map((i) => {
      const top = h - (54 - i * 22) * u;
      const amp = (10 + i * 4) * u;
      const phase = ctx.random.range(0, 1) * ctx.creativity * w * 0.2;
      const d = `M${f(-phase)} ${f(top)}q${f(w / 8)} ${f(-amp)} ${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0V${f(h)}H${f(-phase)}Z`;
      return el('path', { d, fill: ctx.palette.accents[i * 2] ?? ctx.palette.highlight, opacity: 0.22 });
    })
    .join('');
}

function drawBeams(ctx: PosterContext): string {
  const { width: w, height: h } = ctx;
  const originX = ctx.isMirrored ? 0 : w;
  const defs = el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: 'beam', x1: ctx.isMirrored ? 0 : 1, y1: 0, x2: ctx.isMirrored ? 1 : 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': ctx.palette.light, 'stop-opacity': 0.26 }) +
        el('stop', { offset: 1, 'stop-color': ctx.palette.light, 'stop-opacity': 0 }),
    ),
  );
  const beams = [0.12, 0.3, 0.5]
    .map((t) => {
      const spread = (0.06 + ctx.random.range(0, 0.05) * ctx.creativity) * w;
      const x = ctx.isMirrored ? t * w : w - t * w;
      return el('path', {
        d: `M${f(originX)} ${f(-h * 0.05)}L${f(x - spread)} ${f(h)}L${f(x + spread)} ${f(h)}Z`,
        fill: 'url(#beam)',
      });
    })
    .join('');
  return defs + beams;
}

/** Mood decoration laid over the background and under the text, kept off the text block. */
export function drawMoodDecor(ctx: PosterContext, avoid: TextBox): string {
  const { palette, unit: u, creativity: c } = ctx;
  switch (ctx.mood) {
    case 'celebratory':
      return scatterAround(ctx, Math.round(10 + 26 * c), avoid, (x, y, i) =>
        drawConfettiPiece(
          ctx.random,
          x,
          y,
          ctx.random.range(12, 22) * u,
          palette.accents[i % 4] ?? palette.highlight,
        ),
      );
    case 'luxurious':
      return scatterAround(ctx, Math.round(5 + 9 * c), avoid, (x, y) =>
        drawSparkle(x, y, ctx.random.range(5, 13) * u, palette.highlight, ctx.random.range(0.6, 1)),
      );
    case 'relaxed':
      return drawWaves(ctx);
    case 'dramatic':
      return drawBeams(ctx);
    case 'professional':
      return '';
  }
}

/** A darkened rim for dramatic and luxurious moods, drawn over everything but the text. */
export function drawMoodOverlay(ctx: PosterContext): string {
  if (ctx.mood !== 'dramatic' && ctx.mood !== 'luxurious') return '';
  const strength = ctx.mood === 'dramatic' ? 0.55 : 0.35;
  const defs = el(
    'defs',
    {},
    el(
      'radialGradient',
      { id: 'vignette', cx: 0.5, cy: 0.5, r: 0.75 },
      el('stop', { offset: 0.55, 'stop-color': '#000000', 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': strength }),
    ),
  );
  return defs + el('rect', { width: ctx.width, height: ctx.height, fill: 'url(#vignette)' });
}

import { mixColors } from './color.ts';
import { drawSparkle, jitter, type MotifContext } from './shapes.ts';
import { buildTransform, createElement as el, formatNumber as f } from './svg.ts';

/** Concert and music: beamed notes over an equaliser. */
export function drawMusic(ctx: MotifContext): string {
  const [c0, c1, c2] = ctx.colors;
  const heights = [38, 70, 52, 96, 62, 84, 44, 74, 34];
  const bars = heights
    .map((h, i) => {
      const height = Math.max(12, h + jitter(ctx, 24));
      return el('rect', {
        x: 14 + i * 20,
        y: 194 - height,
        width: 13,
        height,
        rx: 6.5,
        fill: mixColors(c0, c1, i / 8),
        opacity: 0.9,
      });
    })
    .join('');
  const head = (x: number, y: number) =>
    el('ellipse', { cx: x, cy: y, rx: 13, ry: 9.5, transform: `rotate(-22 ${x} ${y})` });
  const notes = el(
    'g',
    { fill: ctx.light, transform: buildTransform(jitter(ctx, 10), jitter(ctx, 8), jitter(ctx, 10)) },
    head(62, 104) +
      head(124, 88) +
      el('rect', { x: 71, y: 30, width: 5, height: 72 }) +
      el('rect', { x: 133, y: 14, width: 5, height: 72 }) +
      el('path', { d: 'M71 30L138 14V28L71 44Z' }) +
      head(158, 130) +
      el('rect', { x: 167, y: 70, width: 5, height: 58 }) +
      el('path', { d: 'M172 70q18 10 10 34q-2 -16 -10 -18Z' }),
  );
  const rings = [28, 44, 60]
    .map((r) =>
      el('path', {
        d: `M${f(30 - r * 0.2)} ${f(60 - r)}A${r} ${r} 0 0 0 ${f(30 - r * 0.2)} ${f(60 + r)}`,
        fill: 'none',
        stroke: c2,
        'stroke-width': 3,
        opacity: 0.6,
      }),
    )
    .join('');
  return (
    el('circle', { cx: 100, cy: 100, r: 84, fill: c2, opacity: 0.16 }) +
    rings +
    bars +
    notes +
    drawSparkle(40, 150, 8, c1)
  );
}

function drawRunner(color: string): string {
  const limb = { fill: 'none', stroke: color, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  return (
    el('circle', { cx: 14, cy: -94, r: 11, fill: color }) +
    el('path', { d: 'M7 -76L-4 -40', ...limb, 'stroke-width': 17 }) +
    el('path', { d: 'M6 -70L26 -56L40 -70M3 -70L-16 -60L-24 -42', ...limb, 'stroke-width': 10 }) +
    el('path', { d: 'M-4 -40L18 -22L12 4M-4 -40L-20 -18L-44 -16', ...limb, 'stroke-width': 12 })
  );
}

function drawBall(ctx: MotifContext): string {
  const seam = { fill: 'none', stroke: ctx.dark, 'stroke-width': 3, opacity: 0.7 };
  return (
    el('circle', { cx: 0, cy: 0, r: 34, fill: ctx.colors[1] }) +
    el('path', { d: 'M-34 0H34M0 -34V34', ...seam }) +
    el('path', { d: 'M-24 -24Q-6 0 -24 24M24 -24Q6 0 24 24', ...seam })
  );
}

/** Races, marathons and sports: running lanes, a finish flag and a runner or a ball. */
export function drawRace(ctx: MotifContext): string {
  const [c0, c1, c2] = ctx.colors;
  const lanes = [70, 92, 114, 136, 158]
    .map((r) =>
      el('path', {
        d: `M${200 - r} 200A${r} ${r} 0 0 1 200 ${200 - r}`,
        fill: 'none',
        stroke: ctx.light,
        'stroke-width': 2,
        opacity: 0.85,
      }),
    )
    .join('');
  let flag = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      flag += el('rect', {
        x: 36 + col * 10,
        y: 22 + row * 10,
        width: 10,
        height: 10,
        fill: (row + col) % 2 ? ctx.dark : ctx.light,
      });
    }
  }
  const speed = [0, 1, 2]
    .map((i) =>
      el('line', {
        x1: 8 + i * 6,
        y1: 112 + i * 16,
        x2: 54 + i * 6,
        y2: 112 + i * 16,
        stroke: c1,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  const hero =
    ctx.variant === 'sports'
      ? el('g', { transform: buildTransform(96 + jitter(ctx, 10), 106, jitter(ctx, 30)) }, drawBall(ctx))
      : el(
          'g',
          { transform: buildTransform(104 + jitter(ctx, 8), 170, jitter(ctx, 8)) },
          drawRunner(ctx.light),
        );
  return (
    el('path', { d: 'M42 200A158 158 0 0 1 200 42V130A70 70 0 0 0 130 200Z', fill: c0, opacity: 0.9 }) +
    lanes +
    el('line', {
      x1: 36,
      y1: 20,
      x2: 36,
      y2: 96,
      stroke: ctx.line,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    flag +
    speed +
    el('circle', { cx: 150, cy: 56, r: 18, fill: c2, opacity: 0.9 }) +
    drawSparkle(150, 56, 9, ctx.light) +
    hero
  );
}

/** Corporate and conferences: rising bars, a trend line and a ring chart on a dot grid. */
export function drawBusiness(ctx: MotifContext): string {
  const [c0, c1, c2, c3] = ctx.colors;
  let grid = '';
  for (let x = 10; x <= 190; x += 20) for (let y = 10; y <= 190; y += 20) grid += `M${x} ${y}h0.01`;
  const heights = [56, 86, 72, 124].map((h) => h + jitter(ctx, 16));
  const bars = heights
    .map((h, i) =>
      el('rect', {
        x: 26 + i * 36,
        y: 184 - h,
        width: 26,
        height: h,
        rx: 5,
        fill: [c0, c2, c0, c1][i] ?? c0,
      }),
    )
    .join('');
  const points = heights.map((h, i) => [39 + i * 36, 184 - h - 22] as const);
  const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('');
  const [lastX, lastY] = points[3] ?? [147, 40];
  return (
    el('path', { d: grid, stroke: ctx.line, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.25 }) +
    el('line', { x1: 14, y1: 186, x2: 186, y2: 186, stroke: ctx.line, 'stroke-width': 2, opacity: 0.6 }) +
    bars +
    el('path', { d: line, fill: 'none', stroke: ctx.light, 'stroke-width': 4, 'stroke-linejoin': 'round' }) +
    points
      .map(([x, y]) => el('circle', { cx: x, cy: y, r: 5.5, fill: ctx.light, stroke: c3, 'stroke-width': 3 }))
      .join('') +
    el('path', {
      d: `M${f(lastX + 8)} ${f(lastY - 10)}l14 -12m-10 0h10v10`,
      fill: 'none',
      stroke: ctx.light,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    el('circle', { cx: 52, cy: 48, r: 26, fill: 'none', stroke: c1, 'stroke-width': 12, opacity: 0.35 }) +
    el('path', { d: 'M52 22A26 26 0 0 1 76 58', fill: 'none', stroke: c1, 'stroke-width': 12 })
  );
}

import { mixColors } from './color.ts';
import { jitter, type MotifContext, scatter } from './shapes.ts';
import { buildTransform, createElement as el } from './svg.ts';

function drawPizza(ctx: MotifContext): string {
  const [c0, c1, c2] = ctx.colors;
  return (
    el('path', { d: 'M0 -52L38 40Q0 54 -38 40Z', fill: mixColors(c1, ctx.light, 0.35) }) +
    el('path', {
      d: 'M-40 40Q0 56 40 40',
      fill: 'none',
      stroke: mixColors(c0, ctx.dark, 0.2),
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }) +
    [
      [-4, -14],
      [12, 16],
      [-14, 22],
    ]
      .map(([x, y]) => el('circle', { cx: x ?? 0, cy: y ?? 0, r: 8, fill: c2 }))
      .join('')
  );
}

function drawDonut(ctx: MotifContext): string {
  const [c0, c1, c2, c3] = ctx.colors;
  const ring = (outer: number, inner: number) =>
    `M${outer} 0A${outer} ${outer} 0 1 0 ${-outer} 0A${outer} ${outer} 0 1 0 ${outer} 0ZM${inner} 0A${inner} ${inner} 0 1 1 ${-inner} 0A${inner} ${inner} 0 1 1 ${inner} 0Z`;
  let sprinkles = '';
  for (let i = 0; i < 10; i++) {
    const angle = i * 36 + 10;
    const r = i % 2 ? 20 : 26;
    const rad = (angle * Math.PI) / 180;
    sprinkles += el('rect', {
      x: -4,
      y: -1.5,
      width: 8,
      height: 3,
      rx: 1.5,
      fill: [ctx.light, c1, c2][i % 3] ?? c1,
      transform: buildTransform(r * Math.cos(rad), r * Math.sin(rad), angle + 60),
    });
  }
  return (
    el('path', { d: ring(36, 12), fill: mixColors(c0, ctx.dark, 0.1), 'fill-rule': 'evenodd' }) +
    el('path', { d: ring(31, 14), fill: c3 === c0 ? ctx.light : c3, 'fill-rule': 'evenodd' }) +
    sprinkles
  );
}

function drawCitrus(ctx: MotifContext): string {
  const [, c1] = ctx.colors;
  let segments = '';
  for (let i = 0; i < 8; i++) {
    segments += el('path', {
      d: 'M0 -3L-8 -24Q0 -27 8 -24Z',
      fill: mixColors(c1, ctx.light, 0.3),
      transform: `rotate(${i * 45})`,
    });
  }
  return (
    el('circle', { cx: 0, cy: 0, r: 30, fill: c1 }) +
    el('circle', { cx: 0, cy: 0, r: 26, fill: ctx.light }) +
    segments
  );
}

/** Food festivals: a pizza slice, a sprinkled donut and a citrus slice. */
export function drawFood(ctx: MotifContext): string {
  const items: [(c: MotifContext) => string, number, number, number][] = [
    [drawPizza, 64, 92, -18],
    [drawDonut, 140, 72, 0],
    [drawCitrus, 132, 150, 12],
  ];
  const dots = scatter(
    ctx.random,
    6 + Math.round(ctx.creativity * 10),
    { x: 100, y: 100, r: 80 },
    (x, y, i) => el('circle', { cx: x, cy: y, r: 3 + (i % 3), fill: ctx.colors[i % 4] ?? ctx.light }),
  );
  return (
    el('circle', { cx: 100, cy: 104, r: 86, fill: ctx.colors[2], opacity: 0.16 }) +
    dots +
    items
      .map(([draw, x, y, rot]) =>
        el(
          'g',
          { transform: buildTransform(x + jitter(ctx, 10), y + jitter(ctx, 10), rot + jitter(ctx, 30)) },
          draw(ctx),
        ),
      )
      .join('')
  );
}

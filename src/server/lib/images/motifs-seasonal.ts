import { mixColors } from './color.ts';
import {
  drawFlower,
  drawPineTree,
  drawSnowflake,
  drawSparkle,
  jitter,
  type MotifContext,
  scatter,
} from './shapes.ts';
import { buildTransform, createElement as el, formatNumber as f } from './svg.ts';

function arcPath(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const point = (deg: number) => [
    cx + r * Math.cos((deg * Math.PI) / 180),
    cy + r * Math.sin((deg * Math.PI) / 180),
  ];
  const [x1, y1] = point(fromDeg) as [number, number];
  const [x2, y2] = point(toDeg) as [number, number];
  return `M${f(x1)} ${f(y1)}A${f(r)} ${f(r)} 0 0 1 ${f(x2)} ${f(y2)}`;
}

/** Wedding: two interlocked rings with a stone, and a spray of flowers. */
export function drawRings(ctx: MotifContext): string {
  const [c0, c1, c2, c3] = ctx.colors;
  const ring = { fill: 'none', 'stroke-width': 9, 'stroke-linecap': 'round' };
  const gold = c1;
  const leaves = [
    [30, 150, -40],
    [58, 176, 20],
    [150, 176, -20],
    [176, 150, 40],
  ]
    .map(([x, y, rot]) =>
      el('ellipse', {
        cx: 0,
        cy: 0,
        rx: 7,
        ry: 17,
        fill: mixColors(c2, ctx.dark, 0.2),
        transform: buildTransform(x ?? 0, y ?? 0, (rot ?? 0) + jitter(ctx, 20)),
      }),
    )
    .join('');
  const flowers =
    drawFlower(44 + jitter(ctx, 8), 166, 22, c0, gold, 6, jitter(ctx, 30)) +
    drawFlower(156 + jitter(ctx, 8), 166, 20, c3, gold, 5, jitter(ctx, 30)) +
    drawFlower(100, 182, 14, ctx.light, c0, 6) +
    (ctx.creativity > 0.5
      ? drawFlower(22, 118, 12, c3, gold, 5) + drawFlower(178, 118, 12, c0, gold, 5)
      : '');
  return (
    el('circle', { cx: 100, cy: 100, r: 84, fill: c0, opacity: 0.14 }) +
    el('circle', { cx: 80, cy: 100, r: 36, stroke: gold, ...ring }) +
    el('circle', { cx: 120, cy: 100, r: 36, stroke: ctx.light, ...ring }) +
    el('path', { d: arcPath(80, 100, 36, 35, 80), stroke: gold, ...ring }) +
    el('path', {
      d: 'M68 56L73 49H87L92 56L80 68Z',
      fill: ctx.light,
      stroke: gold,
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }) +
    drawSparkle(100, 40, 8, ctx.light) +
    leaves +
    flowers
  );
}

function drawSnowGround(ctx: MotifContext): string {
  return el('path', {
    d: 'M18 186C36 166 80 164 112 172S174 166 186 182C190 192 180 195 170 195H30C20 195 12 193 18 186Z',
    fill: ctx.light,
  });
}

function drawFlakes(ctx: MotifContext, count: number): string {
  return scatter(ctx.random, count, { x: 100, y: 150, r: 45 }, (x, y) =>
    ctx.random.chance(0.5)
      ? drawSnowflake(x, y * 0.7, ctx.random.range(5, 11), ctx.light, ctx.random.range(0, 60))
      : el('circle', { cx: x, cy: y * 0.75, r: ctx.random.range(1.5, 3.5), fill: ctx.light, opacity: 0.8 }),
  );
}

/** Winter festival and ice skating: a snowy pine grove under falling snow. */
export function drawWinter(ctx: MotifContext): string {
  const [c0, , c2] = ctx.colors;
  const trunk = mixColors(ctx.dark, c0, 0.2);
  return (
    el('circle', { cx: 100, cy: 100, r: 86, fill: c2, opacity: 0.16 }) +
    drawFlakes(ctx, 9 + Math.round(ctx.creativity * 12)) +
    drawPineTree(52 + jitter(ctx, 8), 172, 92, c2, trunk) +
    drawPineTree(150 + jitter(ctx, 8), 174, 78, mixColors(c0, ctx.dark, 0.15), trunk) +
    drawPineTree(104, 170, 128, c0, trunk) +
    drawSnowGround(ctx)
  );
}

/** Holiday and Christmas market: a decorated tree with a star, ornaments and snow. */
export function drawHoliday(ctx: MotifContext): string {
  const [c0, c1, c2, c3] = ctx.colors;
  const trunk = mixColors(ctx.dark, c0, 0.2);
  const ornaments = [
    [92, 88, c1],
    [114, 104, c3],
    [86, 130, c3],
    [118, 144, c1],
    [100, 118, ctx.light],
    [76, 154, c1],
  ]
    .map(([x, y, color]) =>
      el('circle', { cx: Number(x) + jitter(ctx, 3), cy: Number(y), r: 5.5, fill: String(color) }),
    )
    .join('');
  const hanging = [
    [30, 44, c1],
    [172, 36, c3],
  ]
    .map(([x, len, color]) => {
      const cx = Number(x);
      const cy = Number(len) + 16;
      return (
        el('line', {
          x1: cx,
          y1: 0,
          x2: cx,
          y2: cy - 16,
          stroke: ctx.line,
          'stroke-width': 1.5,
          opacity: 0.7,
        }) +
        el('rect', { x: cx - 5, y: cy - 18, width: 10, height: 6, rx: 1.5, fill: ctx.light }) +
        el('circle', { cx, cy, r: 14, fill: String(color) }) +
        el('ellipse', { cx: cx - 5, cy: cy - 5, rx: 3.5, ry: 5, fill: '#ffffff', opacity: 0.4 })
      );
    })
    .join('');
  return (
    el('circle', { cx: 100, cy: 104, r: 86, fill: c2, opacity: 0.16 }) +
    drawFlakes(ctx, 6 + Math.round(ctx.creativity * 10)) +
    hanging +
    drawPineTree(48, 176, 70, mixColors(c2, ctx.dark, 0.1), trunk) +
    drawPineTree(156, 176, 62, mixColors(c2, ctx.dark, 0.1), trunk) +
    drawPineTree(100, 178, 140, c0 === c2 ? mixColors(c0, ctx.dark, 0.2) : c0, trunk) +
    ornaments +
    drawSparkle(100, 34, 13, c1) +
    drawSnowGround(ctx)
  );
}

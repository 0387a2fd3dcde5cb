import { mixColors } from './color.ts';
import { drawConfettiPiece, drawSparkle, jitter, type MotifContext, scatter } from './shapes.ts';
import { buildPolygonPath, buildTransform, createElement as el, formatNumber as f } from './svg.ts';

function drawBalloon(
  ctx: MotifContext,
  x: number,
  y: number,
  r: number,
  color: string,
  rotation: number,
): string {
  const body = `M0 ${f(r * 1.15)}C${f(-r * 1.35)} ${f(r * 0.55)} ${f(-r * 1.05)} ${f(-r * 1.15)} 0 ${f(-r * 1.15)}C${f(r * 1.05)} ${f(-r * 1.15)} ${f(r * 1.35)} ${f(r * 0.55)} 0 ${f(r * 1.15)}Z`;
  const knot = `M0 ${f(r * 1.1)}l${f(r * 0.16)} ${f(r * 0.22)}h${f(-r * 0.32)}Z`;
  return el(
    'g',
    { transform: buildTransform(x, y, rotation) },
    el('path', { d: body, fill: color }) +
      el('path', { d: knot, fill: mixColors(color, ctx.dark, 0.25) }) +
      el('ellipse', {
        cx: -r * 0.38,
        cy: -r * 0.45,
        rx: r * 0.18,
        ry: r * 0.32,
        fill: '#ffffff',
        opacity: 0.35,
        transform: 'rotate(25)',
      }),
  );
}

/** Birthday: a bunch of balloons on strings, with confetti around. */
export function drawBalloons(ctx: MotifContext): string {
  const [c0, c1, c2, c3] = ctx.colors;
  const balloons: [number, number, number, string, number][] = [
    [62, 70, 30, c1, -14],
    [138, 62, 31, c2, 12],
    [100, 92, 34, c0, 0],
  ];
  if (ctx.creativity > 0.35) balloons.unshift([36, 112, 22, c3, -22]);
  if (ctx.creativity > 0.7) balloons.unshift([164, 110, 22, c1, 18]);
  const placed = balloons.map(
    ([x, y, r, color, rot]) =>
      [x + jitter(ctx, 10), y + jitter(ctx, 10), r, color, rot + jitter(ctx, 14)] as const,
  );
  const strings = placed
    .map(([x, y, r]) =>
      el('path', { d: `M${f(x)} ${f(y + r * 1.3)}Q${f(x + (100 - x) * 0.2)} ${f(y + 60)} 100 190` }),
    )
    .join('');
  const confetti = scatter(
    ctx.random,
    6 + Math.round(ctx.creativity * 12),
    { x: 100, y: 90, r: 70 },
    (x, y, i) => drawConfettiPiece(ctx.random, x, y, 9, ctx.colors[i % 4] ?? c0),
  );
  return (
    confetti +
    el('g', { stroke: ctx.line, 'stroke-width': 1.6, fill: 'none', opacity: 0.7 }, strings) +
    placed.map(([x, y, r, color, rot]) => drawBalloon(ctx, x, y, r, color, rot)).join('')
  );
}

function trianglePoints(cx: number, cy: number, r: number, start: number): [number, number][] {
  return [0, 120, 240].map((a) => {
    const rad = ((a + start) * Math.PI) / 180;
    return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
  });
}

/** Bar Mitzvah: a Star of David inside a halo, with sparkles. */
export function drawStar(ctx: MotifContext): string {
  const [c0, c1, c2] = ctx.colors;
  const r = 58;
  const up = buildPolygonPath(trianglePoints(100, 100, r, -90));
  const down = buildPolygonPath(trianglePoints(100, 100, r, 90));
  const sparkles = scatter(
    ctx.random,
    5 + Math.round(ctx.creativity * 7),
    { x: 100, y: 100, r: 88 },
    (x, y) => drawSparkle(x, y, ctx.random.range(5, 11), ctx.random.chance(0.5) ? c1 : c0),
  );
  const stroke = { fill: 'none', 'stroke-width': 10, 'stroke-linejoin': 'round' };
  return (
    el('circle', { cx: 100, cy: 100, r: 86, fill: c2, opacity: 0.22 }) +
    el('circle', { cx: 100, cy: 100, r: 74, fill: 'none', stroke: c1, 'stroke-width': 2, opacity: 0.7 }) +
    sparkles +
    el(
      'g',
      { transform: `rotate(${f(jitter(ctx, 12))} 100 100)` },
      el('path', { d: up, stroke: ctx.light, ...stroke }) + el('path', { d: down, stroke: c1, ...stroke }),
    )
  );
}

/** Theme party: a mirrored disco ball with light rays and sparkles. */
export function drawDisco(ctx: MotifContext): string {
  const [c0, c1, c2, c3] = ctx.colors;
  const cx = 100;
  const cy = 112;
  const r = 60;
  const rays = [200, 225, 250, 290, 315, 340]
    .map((a) => {
      const rad = ((a + jitter(ctx, 10)) * Math.PI) / 180;
      return el('path', {
        d: `M${cx} ${cy}L${f(cx + 150 * Math.cos(rad - 0.05))} ${f(cy + 150 * Math.sin(rad - 0.05))}L${f(cx + 150 * Math.cos(rad + 0.05))} ${f(cy + 150 * Math.sin(rad + 0.05))}Z`,
      });
    })
    .join('');
  let tiles = '';
  const size = 12;
  for (let y = cy - r; y < cy + r; y += size) {
    for (let x = cx - r; x < cx + r; x += size) {
      if (Math.hypot(x + size / 2 - cx, y + size / 2 - cy) > r - 4) continue;
      const shade = ctx.random.pick([c0, c1, ctx.light, mixColors(c0, ctx.dark, 0.4), c3]);
      tiles += el('rect', {
        x: x + 0.8,
        y: y + 0.8,
        width: size - 1.6,
        height: size - 1.6,
        rx: 1.5,
        fill: shade,
      });
    }
  }
  return (
    el('g', { fill: c2, opacity: 0.28 }, rays) +
    el('line', { x1: cx, y1: 0, x2: cx, y2: cy - r, stroke: ctx.line, 'stroke-width': 2 }) +
    el('circle', { cx, cy, r, fill: ctx.dark }) +
    tiles +
    el('ellipse', {
      cx: cx - 22,
      cy: cy - 24,
      rx: 18,
      ry: 12,
      fill: '#ffffff',
      opacity: 0.45,
      transform: `rotate(-35 ${cx - 22} ${cy - 24})`,
    }) +
    drawSparkle(44, 60, 12, ctx.light) +
    drawSparkle(160, 52, 9, c1) +
    drawSparkle(170, 170, 14, ctx.light) +
    (ctx.creativity > 0.5 ? drawSparkle(28, 160, 8, c3) : '')
  );
}

function drawGlass(x: number, y: number, rotation: number, drink: string, glass: string): string {
  return el(
    'g',
    { transform: buildTransform(x, y, rotation) },
    el('path', { d: 'M-26 8C-24 40 24 40 26 8Z', fill: drink }) +
      el('path', {
        d: 'M-30 0C-30 46 30 46 30 0Z',
        fill: 'none',
        stroke: glass,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }) +
      el('rect', { x: -2.5, y: 34, width: 5, height: 44, fill: glass }) +
      el('ellipse', { cx: 0, cy: 79, rx: 20, ry: 4.5, fill: glass }),
  );
}

/** Social and other: two glasses meeting in a toast, bubbles and sparkles. */
export function drawCheers(ctx: MotifContext): string {
  const [c0, c1, c2] = ctx.colors;
  const tilt = 16 + jitter(ctx, 8);
  const bubbles = scatter(
    ctx.random,
    7 + Math.round(ctx.creativity * 10),
    { x: 100, y: 130, r: 60 },
    (x, y) =>
      el('circle', {
        cx: x,
        cy: y,
        r: ctx.random.range(2, 7),
        fill: 'none',
        stroke: ctx.random.chance(0.5) ? c1 : ctx.light,
        'stroke-width': 2,
      }),
  );
  return (
    el('circle', { cx: 100, cy: 110, r: 80, fill: c2, opacity: 0.2 }) +
    bubbles +
    drawGlass(70, 78, -tilt, c0, ctx.light) +
    drawGlass(130, 78, tilt, c1, ctx.light) +
    drawSparkle(100, 50, 14, ctx.light) +
    drawSparkle(82, 30, 6, c1) +
    drawSparkle(122, 28, 8, c0)
  );
}

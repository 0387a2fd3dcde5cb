import { mixColors } from './color.ts';
import { drawPineTree, jitter, type MotifContext } from './shapes.ts';
import { buildPolygonPath, buildTransform, createElement as el, formatNumber as f } from './svg.ts';

/** Outdoor adventure: layered peaks with snow caps, a sun, pines and birds. */
export function drawMountains(ctx: MotifContext): string {
  const [c0, c1, c2] = ctx.colors;
  const sunX = 146 + jitter(ctx, 30);
  const back = buildPolygonPath([
    [0, 150],
    [48, 76],
    [88, 128],
    [134, 62],
    [200, 146],
    [200, 200],
    [0, 200],
  ]);
  const front = buildPolygonPath([
    [0, 200],
    [0, 164],
    [62, 96],
    [112, 170],
    [150, 118],
    [200, 176],
    [200, 200],
  ]);
  const caps =
    buildPolygonPath([
      [134, 62],
      [148, 80],
      [140, 77],
      [132, 84],
      [124, 76],
      [119, 80],
    ]) +
    buildPolygonPath([
      [62, 96],
      [74, 110],
      [66, 108],
      [58, 114],
      [52, 107],
    ]);
  const birds = [
    [46, 40],
    [62, 30],
    [78, 44],
  ]
    .map(([x, y]) => el('path', { d: `M${x} ${y}q5 -5 9 0q4 -5 9 0` }))
    .join('');
  const pines = [18, 34, 170, 186]
    .map((x, i) => drawPineTree(x, 200, 36 + (i % 2) * 10, mixColors(ctx.dark, c0, 0.3), ctx.dark))
    .join('');
  return (
    el('circle', { cx: sunX, cy: 50, r: 26, fill: c1 }) +
    el('path', { d: back, fill: c2, opacity: 0.75 }) +
    el('path', { d: front, fill: c0 }) +
    el('path', { d: caps, fill: ctx.light }) +
    el(
      'g',
      { fill: 'none', stroke: ctx.line, 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.8 },
      birds,
    ) +
    pines
  );
}

function drawLantern(ctx: MotifContext, x: number, y: number, scale: number, color: string): string {
  const rib = { fill: 'none', stroke: ctx.dark, 'stroke-width': 1.5, opacity: 0.3 };
  const body =
    el('circle', { cx: 0, cy: 40, r: 46, fill: color, opacity: 0.22 }) +
    el('line', { x1: 0, y1: 0, x2: 0, y2: 10, stroke: ctx.line, 'stroke-width': 1.5 }) +
    el('rect', { x: -13, y: 8, width: 26, height: 7, rx: 2, fill: ctx.dark }) +
    el('ellipse', { cx: 0, cy: 40, rx: 28, ry: 28, fill: color }) +
    el('ellipse', { cx: 0, cy: 40, rx: 15, ry: 28, ...rib }) +
    el('line', { x1: 0, y1: 12, x2: 0, y2: 68, ...rib }) +
    el('rect', { x: -13, y: 65, width: 26, height: 7, rx: 2, fill: ctx.dark }) +
    el('path', {
      d: 'M-4 72V88M0 72V92M4 72V88',
      stroke: color,
      'stroke-width': 2,
      'stroke-linecap': 'round',
    });
  return el('g', { transform: buildTransform(x, y, jitter(ctx, 10), scale) }, body);
}

/** Cultural festival: glowing paper lanterns on a line over a string of bunting. */
export function drawLanterns(ctx: MotifContext): string {
  const [c0, c1, c2, c3] = ctx.colors;
  const curve = (t: number, y0: number, sag: number) => y0 + sag * 4 * t * (1 - t);
  let bunting = '';
  for (let i = 0; i < 9; i++) {
    const t = (i + 0.5) / 9;
    const x = t * 200;
    const y = curve(t, 150, 22);
    bunting += el('path', {
      d: `M${f(x - 9)} ${f(y)}L${f(x + 9)} ${f(y)}L${f(x)} ${f(y + 20)}Z`,
      fill: [c1, c3, c2, c0][i % 4],
    });
  }
  const lanterns: [number, number, string][] = [
    [0.2, 0.78, c0],
    [0.5, 1, c1],
    [0.8, 0.78, c3 === c0 ? c2 : c3],
  ];
  return (
    el('path', {
      d: 'M0 12Q100 62 200 12',
      fill: 'none',
      stroke: ctx.line,
      'stroke-width': 1.6,
      opacity: 0.7,
    }) +
    el('path', {
      d: 'M0 150Q100 194 200 150',
      fill: 'none',
      stroke: ctx.line,
      'stroke-width': 1.4,
      opacity: 0.6,
    }) +
    bunting +
    lanterns.map(([t, scale, color]) => drawLantern(ctx, t * 200, curve(t, 12, 25), scale, color)).join('')
  );
}

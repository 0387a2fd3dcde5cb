import type { Random } from './prng.ts';
import { createElement as el, formatNumber as f } from './svg.ts';

/** A two-stop linear gradient running from the top-left towards the bottom-right. */
export function defineLinearGradient(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2, y2 },
    el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
  );
}

export function defineRadialGradient(id: string, inner: string, outer: string, cx = 0.5, cy = 0.5): string {
  return el(
    'radialGradient',
    { id, cx, cy, r: 0.8 },
    el('stop', { offset: 0, 'stop-color': inner }) + el('stop', { offset: 1, 'stop-color': outer }),
  );
}

/**
 * A soft glow: a radial gradient fading to transparent. Cheaper than feGaussianBlur, which costs
 * about a second per large shape in resvg.
 */
export function defineGlow(id: string, color: string, opacity: number): string {
  const stops: [number, number][] = [
    [0, 1],
    [0.3, 0.78],
    [0.6, 0.36],
    [0.82, 0.1],
    [1, 0],
  ];
  return el(
    'radialGradient',
    { id },
    stops
      .map(([offset, k]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity * k }))
      .join(''),
  );
}

/** A repeating dot pattern, for halftone and polka textures. */
export function defineDotPattern(id: string, spacing: number, radius: number, fill: string): string {
  return el(
    'pattern',
    { id, width: spacing, height: spacing, patternUnits: 'userSpaceOnUse' },
    el('circle', { cx: spacing / 2, cy: spacing / 2, r: radius, fill }),
  );
}

/**
 * A closed organic blob around (cx, cy): points on a wobbly circle joined by a Catmull-Rom spline
 * turned into cubic Béziers (https://en.wikipedia.org/wiki/Centripetal_Catmull%E2%80%93Rom_spline).
 */
export function buildBlobPath(
  random: Random,
  cx: number,
  cy: number,
  radius: number,
  irregularity: number,
  points = 8,
): string {
  const start = random.range(0, Math.PI * 2);
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = start + (i / points) * Math.PI * 2;
    const r = radius * (1 + random.range(-irregularity, irregularity));
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  const at = (i: number) => pts[(i + points) % points] ?? [cx, cy];
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`;
  }
  return `${d}Z`;
}

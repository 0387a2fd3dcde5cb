import type { Random } from './prng.ts';
import { buildTransform, createElement, formatNumber as f } from './svg.ts';

/** What every motif drawer gets: it draws inside a 200 x 200 design square. */
export type MotifContext = {
  colors: readonly [string, string, string, string];
  /** Light and dark tints of the poster hue, for highlights, snow, outlines. */
  light: string;
  dark: string;
  /** Strings, stems and outlines: contrasts with the poster background. */
  line: string;
  random: Random;
  /** 0 (template) to 1 (free). */
  creativity: number;
  /** Small variations inside a family (a Christmas Market gets ornaments, Ice Skating does not). */
  variant: string;
};

/** A random offset in [-amount, amount] scaled by creativity; 0 at creativity 0. */
export function jitter(ctx: MotifContext, amount: number): number {
  return ctx.random.range(-1, 1) * amount * ctx.creativity;
}

/** A four-pointed sparkle centred on (x, y). */
export function drawSparkle(x: number, y: number, radius: number, fill: string, opacity = 1): string {
  const r = radius;
  const w = radius * 0.28;
  const d = `M${f(x)} ${f(y - r)}Q${f(x + w)} ${f(y - w)} ${f(x + r)} ${f(y)}Q${f(x + w)} ${f(y + w)} ${f(x)} ${f(y + r)}Q${f(x - w)} ${f(y + w)} ${f(x - r)} ${f(y)}Q${f(x - w)} ${f(y - w)} ${f(x)} ${f(y - r)}Z`;
  return createElement('path', { d, fill, opacity: opacity === 1 ? undefined : opacity });
}

/** One confetti piece: a strip, a dot, a triangle or a squiggle. */
export function drawConfettiPiece(random: Random, x: number, y: number, size: number, color: string): string {
  const kind = random.int(0, 3);
  const transform = buildTransform(x, y, random.range(0, 360));
  if (kind === 0) {
    return createElement('rect', {
      x: -size / 2,
      y: -size / 5,
      width: size,
      height: size / 2.5,
      rx: size / 10,
      fill: color,
      transform,
    });
  }
  if (kind === 1) return createElement('circle', { cx: x, cy: y, r: size / 3, fill: color });
  if (kind === 2) {
    const s = size / 2;
    return createElement('path', {
      d: `M0 ${f(-s)}L${f(s)} ${f(s * 0.8)}L${f(-s)} ${f(s * 0.8)}Z`,
      fill: color,
      transform,
    });
  }
  const s = size / 2;
  const d = `M${f(-s)} 0q${f(s / 2)} ${f(-s)} ${f(s)} 0t${f(s)} 0`;
  return createElement('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': size / 5,
    'stroke-linecap': 'round',
    transform,
  });
}

/** A six-armed snowflake. */
export function drawSnowflake(x: number, y: number, radius: number, color: string, rotation = 0): string {
  const r = radius;
  const arm = `M0 0V${f(-r)}M0 ${f(-r * 0.55)}l${f(r * 0.25)} ${f(-r * 0.22)}M0 ${f(-r * 0.55)}l${f(-r * 0.25)} ${f(-r * 0.22)}`;
  const arms = [0, 60, 120, 180, 240, 300]
    .map((angle) => createElement('path', { d: arm, transform: `rotate(${angle})` }))
    .join('');
  return createElement(
    'g',
    {
      transform: buildTransform(x, y, rotation),
      stroke: color,
      'stroke-width': Math.max(1, r * 0.12),
      'stroke-linecap': 'round',
      fill: 'none',
    },
    arms,
  );
}

/** A flower of rounded petals around a contrasting heart. */
export function drawFlower(
  x: number,
  y: number,
  radius: number,
  petal: string,
  heart: string,
  petals = 6,
  rotation = 0,
): string {
  let out = '';
  for (let i = 0; i < petals; i++) {
    const angle = (360 / petals) * i;
    out += createElement('ellipse', {
      cx: 0,
      cy: -radius * 0.55,
      rx: radius * 0.32,
      ry: radius * 0.5,
      fill: petal,
      transform: `rotate(${angle})`,
    });
  }
  out += createElement('circle', { cx: 0, cy: 0, r: radius * 0.26, fill: heart });
  return createElement('g', { transform: buildTransform(x, y, rotation) }, out);
}

/** A pine tree of three stacked tiers standing on (x, baseY). */
export function drawPineTree(x: number, baseY: number, height: number, fill: string, trunk: string): string {
  const w = height * 0.62;
  const tier = (top: number, bottom: number, half: number) =>
    `M${f(x)} ${f(top)}L${f(x + half)} ${f(bottom)}L${f(x - half)} ${f(bottom)}Z`;
  const h = height * 0.9;
  const top = baseY - height;
  const d =
    tier(top, top + h * 0.42, w * 0.3) +
    tier(top + h * 0.2, top + h * 0.7, w * 0.4) +
    tier(top + h * 0.45, top + h, w * 0.5);
  return (
    createElement('rect', {
      x: x - height * 0.05,
      y: top + h - 1,
      width: height * 0.1,
      height: height * 0.12,
      fill: trunk,
    }) + createElement('path', { d, fill })
  );
}

/** Scatters `count` items around the design square, skipping a central keep-out circle. */
export function scatter(
  random: Random,
  count: number,
  keepOut: { x: number; y: number; r: number },
  draw: (x: number, y: number, i: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    let x = random.range(5, 195);
    let y = random.range(5, 195);
    for (let tries = 0; tries < 6 && Math.hypot(x - keepOut.x, y - keepOut.y) < keepOut.r; tries++) {
      x = random.range(5, 195);
      y = random.range(5, 195);
    }
    out += draw(x, y, i);
  }
  return out;
}

export type Rgb = { r: number; g: number; b: number };

function toHexByte(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
}

/** Converts HSL (hue in degrees, saturation and lightness 0-100) to #rrggbb. */
export function convertHslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const channel = (n: number): number => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return `#${toHexByte(channel(0))}${toHexByte(channel(8))}${toHexByte(channel(4))}`;
}

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** Linear blend of two #rrggbb colors; t = 0 gives `from`, 1 gives `to`. */
export function mixColors(from: string, to: string, t: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const lerp = (x: number, y: number) => x + (y - x) * t;
  return `#${toHexByte(lerp(a.r, b.r))}${toHexByte(lerp(a.g, b.g))}${toHexByte(lerp(a.b, b.b))}`;
}

/** WCAG 2 relative luminance (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). */
export function getLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two colors, 1 to 21. */
export function getContrastRatio(a: string, b: string): number {
  const [light, dark] = [getLuminance(a), getLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Darkens (or lightens) `background` towards `toward` until `ink` reaches `minRatio` on it. */
export function adjustForContrast(background: string, ink: string, minRatio: number, toward: string): string {
  let color = background;
  for (let step = 1; step <= 20 && getContrastRatio(color, ink) < minRatio; step++) {
    color = mixColors(background, toward, step / 20);
  }
  return color;
}

/** Moves `color` towards `ink` until it reads on `background` at `minRatio` (for small labels). */
export function ensureReadable(color: string, background: string, ink: string, minRatio = 3): string {
  let out = color;
  for (let step = 1; step <= 10 && getContrastRatio(out, background) < minRatio; step++) {
    out = mixColors(color, ink, step / 10);
  }
  return out;
}

/** Rounds to at most 2 decimals so the SVG stays small and its bytes stable. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Whether XML 1.0 can carry this code point at all (https://www.w3.org/TR/xml/#charsets). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Collapses whitespace and drops characters that XML cannot carry (controls, lone surrogates). */
export function cleanText(text: string): string {
  let out = '';
  for (const char of text) {
    if (isXmlChar(char.codePointAt(0) ?? 0)) out += char;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Escapes text for an SVG text node or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type AttributeValue = string | number | undefined;

/** Builds one SVG element; numbers are rounded, undefined attributes dropped, values escaped. */
export function createElement(
  tag: string,
  attributes: Record<string, AttributeValue>,
  children = '',
): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    const text = typeof value === 'number' ? formatNumber(value) : escapeXml(value);
    out += ` ${name}="${text}"`;
  }
  return children ? `${out}>${children}</${tag}>` : `${out}/>`;
}

/** A `translate(...) rotate(...) scale(...)` transform, leaving out the identity parts. */
export function buildTransform(x: number, y: number, rotation = 0, scale = 1): string {
  let out = `translate(${formatNumber(x)} ${formatNumber(y)})`;
  if (rotation) out += ` rotate(${formatNumber(rotation)})`;
  if (scale !== 1) out += ` scale(${formatNumber(scale)})`;
  return out;
}

/** Path data from a list of points, closed. */
export function buildPolygonPath(points: readonly (readonly [number, number])[]): string {
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${formatNumber(x)} ${formatNumber(y)}`).join('')}Z`;
}

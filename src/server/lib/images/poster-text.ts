import { getFontFace } from './fonts.ts';
import { createElement, escapeXml } from './svg.ts';
import type { PosterTextLayout, TextLine, TextRole } from './text-layout.ts';

export type TextPaint = Partial<Record<TextRole, { fill: string; opacity?: number }>>;

function drawLine(
  line: TextLine,
  align: 'start' | 'middle',
  fill: string,
  opacity?: number,
  dx = 0,
  dy = 0,
): string {
  const face = getFontFace(line.face);
  return createElement(
    'text',
    {
      x: line.x + dx,
      y: line.baseline + dy,
      'font-family': face.family,
      'font-weight': face.weight,
      'font-style': face.isItalic ? 'italic' : undefined,
      'font-size': line.size,
      'letter-spacing': line.letterSpacing || undefined,
      'text-anchor': align === 'middle' ? 'middle' : undefined,
      fill,
      opacity: opacity === undefined || opacity === 1 ? undefined : opacity,
    },
    escapeXml(line.text),
  );
}

/** SVG <text> elements for a layout; roles without paint are skipped. */
export function drawTextLines(
  layout: PosterTextLayout,
  paint: TextPaint,
  shadow?: { dx: number; dy: number; fill: string; roles: readonly TextRole[] },
): string {
  let out = '';
  for (const line of layout.lines) {
    const style = paint[line.role];
    if (!style) continue;
    if (shadow?.roles.includes(line.role))
      out += drawLine(line, layout.align, shadow.fill, undefined, shadow.dx, shadow.dy);
    out += drawLine(line, layout.align, style.fill, style.opacity);
  }
  return out;
}

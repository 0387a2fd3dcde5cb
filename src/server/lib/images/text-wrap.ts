import { type FontFace, measureText } from './fonts.ts';

export type Measure = (text: string) => number;

/** A measurer for one face, size and letter spacing. */
export function createMeasure(face: FontFace, size: number, letterSpacing = 0): Measure {
  return (text) => measureText(text, face, size, letterSpacing);
}

/** Splits a word wider than `maxWidth` into pieces that fit, by code point. */
function breakWord(word: string, measure: Measure, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && measure(current + char) > maxWidth) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** True when every word fits on a line of its own, so wrapping never has to cut one. */
export function canWrapWhole(text: string, measure: Measure, maxWidth: number): boolean {
  return text.split(' ').every((word) => measure(word) <= maxWidth);
}

/** Greedy line breaking on spaces; words too long for a line are broken. */
export function wrapText(text: string, measure: Measure, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    if (measure(word) <= maxWidth) {
      current = word;
      continue;
    }
    const pieces = breakWord(word, measure, maxWidth);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The narrowest width that still wraps into the same number of lines, so a title's lines come out
 * even instead of leaving one word alone on the last line.
 */
export function findBalancedWidth(text: string, measure: Measure, maxWidth: number): number {
  const target = wrapText(text, measure, maxWidth).length;
  if (target < 2) return maxWidth;
  let low = maxWidth * 0.45;
  let high = maxWidth;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    if (canWrapWhole(text, measure, mid) && wrapText(text, measure, mid).length <= target) high = mid;
    else low = mid;
  }
  return high;
}

/** Cuts `text` and appends an ellipsis so that it fits `maxWidth`. */
export function truncateWithEllipsis(
  text: string,
  measure: Measure,
  maxWidth: number,
  ellipsis = '…',
): string {
  if (measure(text) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0) {
    chars.pop();
    const candidate = `${chars.join('').replace(/[\s,.;:!?-]+$/, '')}${ellipsis}`;
    if (measure(candidate) <= maxWidth) return candidate;
  }
  return measure(ellipsis) <= maxWidth ? ellipsis : '';
}

/** Wraps into at most `maxLines`; the last kept line carries an ellipsis when text was dropped. */
export function wrapWithLimit(
  text: string,
  measure: Measure,
  maxWidth: number,
  maxLines: number,
  ellipsis = '…',
): { lines: string[]; isTruncated: boolean } {
  const lines = wrapText(text, measure, maxWidth);
  if (lines.length <= maxLines) return { lines, isTruncated: false };
  if (maxLines <= 0) return { lines: [], isTruncated: true };
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(' ');
  kept[maxLines - 1] = truncateWithEllipsis(`${rest} `, measure, maxWidth, ellipsis);
  return { lines: kept, isTruncated: true };
}

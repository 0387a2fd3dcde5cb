import type { QueryMask } from './text/mask.ts';

/** Where a reading came from: [start, end) in the normalized text, and those words. */
export type Span = { start: number; end: number; text: string };

/**
 * Runs a reader and returns what it read with the span of the characters it claimed: the first to
 * the last character whose flag changed in the mask. Readers need not track their own positions.
 */
export function trackSpan<T>(text: string, mask: QueryMask, read: () => T): { value: T; span: Span | null } {
  const before = mask.slice();
  const value = read();
  let start = -1;
  let end = -1;
  for (let i = 0; i < mask.length; i += 1) {
    if (mask[i] === before[i]) continue;
    if (start < 0) start = i;
    end = i + 1;
  }
  return { value, span: start < 0 ? null : { start, end, text: text.slice(start, end) } };
}

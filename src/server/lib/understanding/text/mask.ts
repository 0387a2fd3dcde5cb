/**
 * One flag per character of the normalized query, recording which parser claimed it. Claimed
 * characters are skipped by later steps, so a word is read as a date, a category or a place at most once.
 */
export type QueryMask = Uint8Array;

const FREE = 0;
/** Read as a date, category, place or filler: dropped from the free text. */
const CONSUMED = 1;
/** A category's narrowing word ("halloween" in "halloween party"): kept in the free text, never a place. */
const RESERVED = 2;

export function createQueryMask(length: number): QueryMask {
  return new Uint8Array(length);
}

export function isSpanFree(mask: QueryMask, start: number, end: number): boolean {
  for (let i = start; i < end; i += 1) if (mask[i] !== FREE) return false;
  return true;
}

export function isSpanConsumed(mask: QueryMask, start: number, end: number): boolean {
  for (let i = start; i < end; i += 1) if (mask[i] === CONSUMED) return true;
  return false;
}

export function consumeSpan(mask: QueryMask, start: number, end: number): void {
  mask.fill(CONSUMED, start, end);
}

export function reserveSpan(mask: QueryMask, start: number, end: number): void {
  mask.fill(RESERVED, start, end);
}

/** The text with every claimed character replaced by ';', same length, for parsers that must not see it. */
export function hideClaimedText(text: string, mask: QueryMask): string {
  return Array.from(text, (char, i) => (mask[i] === FREE ? char : ';')).join('');
}

import { consumeSpan, isSpanFree, type QueryMask } from '../text/mask.ts';
import type { QueryToken } from '../text/normalize.ts';
import { STOP_WORDS } from '../text/stop-words.ts';
import { findStateCode, isAmbiguousStateCode } from './names.ts';

/*
 * The place readers' view of a query: its tokens, which of them no reader has claimed yet, and the
 * word-level tests every place reader shares (a place word, a state, the key a phrase is looked up by).
 */

export type Scan = { tokens: QueryToken[]; mask: QueryMask; text: string };
type StateMatch = { code: string; length: number; isName: boolean; isLoose?: boolean };

export function isFree(scan: Scan, index: number): boolean {
  const token = scan.tokens[index];
  return token !== undefined && isSpanFree(scan.mask, token.start, token.end);
}

// Date words end a place even when no date was read from them ("in boston tonight").
const DATE_WORD =
  /^(?:today|tonight|tonite|tomorrow|tmrw|now|weekends?|weeks?|months?|years?|morning|afternoon|evening|night|(?:sun|mon|tues|wednes|thurs|fri|satur)days?|january|february|march|april|june|july|august|september|october|november|december)$/;

export function isPlaceWord(token: QueryToken): boolean {
  return (
    /^[a-z]+(?:-[a-z]+)*$/.test(token.lower) && !STOP_WORDS.has(token.lower) && !DATE_WORD.test(token.lower)
  );
}

export function getKey(words: readonly QueryToken[]): string {
  return words.map((word) => word.lower.replace(/-/g, ' ')).join(' ');
}

/** A state name or code ("Texas", "TX"); "OR", "me" only in capitals, after a comma or `isLoose`. */
export function readState(scan: Scan, index: number, isLoose = false): StateMatch | null {
  for (const length of [2, 1]) {
    const words = scan.tokens.slice(index, index + length);
    if (words.length < length || !words.every((_, i) => isFree(scan, index + i))) continue;
    const key = getKey(words);
    const code = findStateCode(key);
    if (!code) continue;
    const isName = key.length > 2;
    const written = words[0]?.text ?? '';
    const isCapitalCode = written === written.toUpperCase();
    const isAfterComma = scan.tokens[index - 1]?.lower === ',';
    if (isName || !isAmbiguousStateCode(key) || isCapitalCode || isAfterComma)
      return { code, length, isName };
    if (isLoose) return { code, length, isName, isLoose };
  }
  return null;
}

export function consumeTokens(scan: Scan, first: number, last: number): void {
  const start = scan.tokens[first]?.start ?? 0;
  const end = scan.tokens[last]?.end ?? start;
  consumeSpan(scan.mask, start, end);
}

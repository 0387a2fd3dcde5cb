import { isSpanConsumed, type QueryMask } from './mask.ts';
import type { QueryToken } from './normalize.ts';
import { STOP_WORDS } from './stop-words.ts';

/**
 * The words no step claimed, lower case, in order: commas, filler (STOP_WORDS) and any `extraFiller`
 * a caller's own vocabulary adds are dropped.
 */
export function collectFreeText(
  tokens: readonly QueryToken[],
  mask: QueryMask,
  extraFiller: ReadonlySet<string> = new Set(),
): string {
  return tokens
    .filter((token) => token.lower !== ',' && !STOP_WORDS.has(token.lower) && !extraFiller.has(token.lower))
    .filter((token) => !isSpanConsumed(mask, token.start, token.end))
    .map((token) => token.lower)
    .join(' ');
}

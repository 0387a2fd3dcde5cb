import { extractPlace } from '../places/phrase.ts';
import { trackSpan } from '../span.ts';
import { createQueryMask } from '../text/mask.ts';
import { tokenizeQueryText } from '../text/normalize.ts';
import { consumeFillerPhrases, findNearMe, STOP_WORDS } from '../text/stop-words.ts';

/** Words that carry meaning for a category even though the free text drops them as filler. */
const KEPT_FILLER = new Set(['party', 'parties', 'game', 'games', 'show', 'shows']);

/**
 * The words a classifier reads in normalized text: lower case, in order, without the place ("in
 * austin" says nothing about the kind of event), "near me", filler and bare numbers. Training and
 * reading both go through here, so they see the same words.
 */
export function contentWords(normalized: string): { words: string[]; indexes: number[] } {
  const lower = normalized.toLowerCase();
  const mask = createQueryMask(lower.length);
  findNearMe(lower, mask);
  consumeFillerPhrases(lower, mask);
  const tokens = tokenizeQueryText(normalized);
  const place = trackSpan(lower, mask, () => extractPlace(tokens, mask, normalized)).span;
  const words: string[] = [];
  const indexes: number[] = [];
  for (const [index, token] of tokens.entries()) {
    if (place && token.start >= place.start && token.end <= place.end) continue;
    if (token.lower === ',' || /^\d+$/.test(token.lower)) continue;
    if (STOP_WORDS.has(token.lower) && !KEPT_FILLER.has(token.lower)) continue;
    words.push(token.lower === 'parties' ? 'party' : token.lower);
    indexes.push(index);
  }
  return { words, indexes };
}

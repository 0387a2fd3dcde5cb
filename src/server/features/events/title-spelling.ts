import { isCorrectable, QUERY_VOCABULARY, slipDistance } from '../../lib/understanding/text/spelling.ts';

/*
 * Typos in the words of a title ('symphny'): the free text's unknown words are looked up among the
 * words of every title (event_title_words, a trigram index), and each is read as the closest one it
 * may be a slip of, by the same rule the parser's vocabulary uses. The search then also matches the
 * corrected words through the full-text index, instead of comparing the typo with every title.
 */

/** The free text's words worth looking up: four letters or more, not parser vocabulary, not a place. */
export function titleWordsToCheck(text: string): string[] {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/));
  return [...words].filter((word) => word.length >= 4 && !QUERY_VOCABULARY.has(word) && isCorrectable(word));
}

/**
 * Each checked word that is not a title word itself, with the title word it was meant to be: the
 * fewest edits, then alphabetical (so a tie always reads the same way). Words without such a title
 * word are left out.
 */
export function correctTitleWords(
  checked: readonly string[],
  titleWords: readonly string[],
): [string, string][] {
  const known = new Set(titleWords);
  const sorted = [...known].sort();
  const corrections: [string, string][] = [];
  for (const word of checked) {
    if (known.has(word)) continue;
    let best: string | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const target of sorted) {
      const distance = slipDistance(word, target);
      if (distance === null || distance >= bestDistance) continue;
      best = target;
      bestDistance = distance;
    }
    if (best) corrections.push([word, best]);
  }
  return corrections;
}

/** The text with the corrected words replaced (lower case), or null when nothing was corrected. */
export function applyTitleCorrections(text: string, corrections: readonly [string, string][]): string | null {
  if (corrections.length === 0) return null;
  const fixes = new Map(corrections);
  return text
    .toLowerCase()
    .split(/([^a-z]+)/)
    .map((part) => fixes.get(part) ?? part)
    .join('');
}

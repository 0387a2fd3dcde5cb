import { spellOutDollars } from '../price.ts';
import { expandShorthand } from './normalise.ts';
import { normalizeQueryText } from './normalize.ts';
import { correctQuerySpelling } from './spelling.ts';

/**
 * Typed text as every reader sees it: "$20" as "20 dollars", printable ASCII, shorthand spelled out
 * ("bday" -> "birthday") and misspelt vocabulary corrected; with the corrections made.
 */
export function prepareText(typed: string): { normalized: string; corrections: [string, string][] } {
  const plain = expandShorthand(normalizeQueryText(spellOutDollars(typeof typed === 'string' ? typed : '')));
  const { text, corrections } = correctQuerySpelling(plain);
  return { normalized: text, corrections };
}

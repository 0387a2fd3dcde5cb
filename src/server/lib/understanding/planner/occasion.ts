import type { EVENT_CATEGORIES } from '#shared/constants.ts';
import { OCCASIONS, PARTY_WORDS, PLAIN_PARTY } from './occasions.ts';
import { type Reading, reading } from './text.ts';

export type Occasion = {
  label: string;
  category: (typeof EVENT_CATEGORIES)[number];
  partyWord: string | null;
};

/** The occasion a message names ("my daughter's bday" is a birthday party, Birthday), with its words. */
export function readOccasion(text: string): Reading<Occasion> | null {
  const partyWord = PARTY_WORDS.exec(text)?.[1] ?? null;
  for (const [pattern, label, category] of OCCASIONS) {
    const m = pattern.exec(text);
    if (m) return reading({ label, category, partyWord }, text, m.index, m.index + m[0].length);
  }
  const plain = PLAIN_PARTY.exec(text);
  return plain
    ? reading(
        { label: 'party', category: 'Social', partyWord },
        text,
        plain.index,
        plain.index + plain[0].length,
      )
    : null;
}

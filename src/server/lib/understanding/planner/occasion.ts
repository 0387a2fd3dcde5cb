import type { EVENT_CATEGORIES } from '#shared/constants.ts';
import { correctWord } from '../text/spelling.ts';
import { OCCASIONS, PARTY_WORDS, PLAIN_PARTY } from './occasions.ts';
import { type Reading, reading } from './text.ts';

export type Occasion = {
  label: string;
  category: (typeof EVENT_CATEGORIES)[number];
  partyWord: string | null;
};

/**
 * The occasion a message names ("my daughter's bday" is a birthday party, Birthday), with its words.
 * A misspelt occasion word ("halloweeen", "engagment", "thanksgving") is read as the word it was
 * meant to be, by the search's spelling rule, when the words as typed name no occasion but a party.
 */
export function readOccasion(text: string): Reading<Occasion> | null {
  const typed = readTypedOccasion(text);
  if (typed && typed.value.label !== 'party') return typed;
  const spelled = spellWords(text);
  if (spelled.text === text) return typed;
  const found = readTypedOccasion(spelled.text);
  if (!found || found.value.label === 'party') return typed;
  return reading(found.value, text, spelled.toTyped(found.start), spelled.toTyped(found.end - 1) + 1);
}

/** The text with each misspelt word corrected, and where a corrected position lies in the typed text. */
function spellWords(text: string): { text: string; toTyped: (at: number) => number } {
  const typedAt: number[] = [];
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/[a-z]+/g)) {
    const fixed = correctWord(m[0]);
    if (!fixed) continue;
    for (let i = last; i < m.index; i++) typedAt.push(i);
    out += text.slice(last, m.index);
    for (let k = 0; k < fixed.length; k++) typedAt.push(m.index + Math.min(k, m[0].length - 1));
    out += fixed;
    last = m.index + m[0].length;
  }
  for (let i = last; i <= text.length; i++) typedAt.push(i);
  out += text.slice(last);
  return { text: out, toTyped: (at) => typedAt[at] ?? text.length };
}

function readTypedOccasion(text: string): Reading<Occasion> | null {
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

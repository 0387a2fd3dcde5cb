import type { PlannerDraft } from './draft.ts';

export function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** Joining words a title keeps low unless they start it ('Pink and Gold', 'Under the Sea'). */
const SMALL_WORDS = /(?<=\s)(?:And|Or|Of|The|In|On|At|To|For|With|N)(?=\s)/g;

/** "harry potter" -> "Harry Potter", "under the sea" -> "Under the Sea", "bbq" -> "BBQ"; "80s" stays. */
export function titleCase(text: string): string {
  return text
    .replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(SMALL_WORDS, (w) => w.toLowerCase())
    .replace(/\bBbq\b/g, 'BBQ');
}

/** Collapses spaces and drops a word repeated right after itself ("Birthday Birthday Party"). */
export function tidy(text: string, max: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const kept = words.filter((w, i) => i === 0 || w.toLowerCase() !== words[i - 1]!.toLowerCase());
  const out = kept.join(' ').replace(/\s+([,.!:])/g, '$1');
  if (out.length <= max) return out;
  return `${out.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A stable pick among templates: the same party keeps its title from turn to turn. */
export function pick<T>(options: readonly T[], draft: PlannerDraft): T {
  const seed = `${draft.occasion ?? ''}|${draft.honoreeName ?? draft.relation ?? ''}|${draft.theme ?? ''}`;
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return options[hash % options.length]!;
}

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

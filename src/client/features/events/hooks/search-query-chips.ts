import type { InterpretedQuery } from '#shared/contracts/events.ts';

export type QueryPart = 'category' | 'place' | 'date';
export type QueryChip = { part: QueryPart; label: string };

/** What the search understood, as chips in the order category, place, date ('Birthday', 'Austin, TX', 'Nov 28–29'). */
export function getQueryChips(interpreted: InterpretedQuery | null | undefined): QueryChip[] {
  if (!interpreted) return [];
  const chips: QueryChip[] = [];
  if (interpreted.category) chips.push({ part: 'category', label: interpreted.category });
  if (interpreted.place) chips.push({ part: 'place', label: interpreted.place.label });
  if (interpreted.dateLabel) chips.push({ part: 'date', label: interpreted.dateLabel });
  return chips;
}

// Category names the parser would not read back as themselves ("athletic race" leaves "athletic").
const CATEGORY_WORDS: Record<string, string> = { 'Athletic Race': 'race', Other: '' };

function toCategoryWords(category: string): string {
  return CATEGORY_WORDS[category] ?? category.toLowerCase();
}

// 'Sat night, Nov 28' does not parse back; the day it names does ('Sat, Nov 28').
function toDateWords(label: string): string {
  return label.replace(/^(\w{3}) night,/, '$1,');
}

/**
 * The search text without one understood part. The server reports what it understood but not where
 * in the text, so the query is rebuilt from the parts that remain, in words the parser reads back to
 * the same chips: free text, category, 'in {place}', date label. "birthday parties in Austin next
 * weekend" without the place becomes "birthday Nov 28–29". The search box shows the new text, so
 * the rewrite is visible and editable, and the URL stays a plain ?q= anyone can share.
 */
export function rewriteQueryWithout(interpreted: InterpretedQuery, removed: QueryPart): string {
  const words = [interpreted.text.trim()];
  if (interpreted.category && removed !== 'category') words.push(toCategoryWords(interpreted.category));
  if (interpreted.place && removed !== 'place') words.push(`in ${interpreted.place.label}`);
  if (interpreted.dateLabel && removed !== 'date') words.push(toDateWords(interpreted.dateLabel));
  return words.filter(Boolean).join(' ');
}

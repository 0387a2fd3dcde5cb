import type { QueryChip as Chip } from '#client/components/query-chips.tsx';
import type { InterpretedQuery } from '#shared/contracts/events.ts';

export type QueryPart = 'category' | 'place' | 'date' | 'price';
export type QueryChip = Chip<QueryPart>;
/** How a screen reader names each chip's part ('Remove dates Nov 28–29'). */
export const QUERY_PART_NAMES: Record<QueryPart, string> = {
  category: 'category',
  place: 'place',
  date: 'dates',
  price: 'price',
};

/**
 * What the search understood, as chips in the order category, place, date, price ('Birthday',
 * 'Austin, TX', 'Nov 28–29', 'Cheap'). A price chip whose name does not say what it keeps carries
 * its meaning ('Cheap' keeps free events and those at $20 or less).
 */
export function getQueryChips(interpreted: InterpretedQuery | null | undefined): QueryChip[] {
  if (!interpreted) return [];
  const chips: QueryChip[] = [];
  if (interpreted.category) chips.push({ part: 'category', label: interpreted.category });
  if (interpreted.place) chips.push({ part: 'place', label: interpreted.place.label });
  if (interpreted.dateLabel) chips.push({ part: 'date', label: interpreted.dateLabel });
  const { price } = interpreted;
  if (price)
    chips.push({ part: 'price', label: price.label, hint: price.isFree ? undefined : price.meaning });
  return chips;
}

const PARTS: readonly QueryPart[] = ['category', 'place', 'date', 'price'];

/** The readings dismissed in the URL (`?dismiss=category,date`), unknown names ignored. */
export function parseDismissed(value: string | null | undefined): QueryPart[] {
  const named = new Set((value ?? '').split(','));
  return PARTS.filter((part) => named.has(part));
}

/**
 * The `dismiss` value with one more reading. The search text stays exactly as typed and the server
 * skips the dismissed readings, so removing a chip always changes the search, even when the words
 * would read the same way again ("thanksgiving" without 'Holiday' searches the word alone).
 */
export function addDismissed(value: string | null | undefined, part: QueryPart): string {
  const parts = new Set([...parseDismissed(value), part]);
  return PARTS.filter((p) => parts.has(p)).join(',');
}

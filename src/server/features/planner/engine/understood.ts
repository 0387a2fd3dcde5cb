import type { PlannerUnderstood } from '#shared/contracts/planner.ts';
import { formatDollars } from '#shared/lib/admission.ts';
import { formatClock, formatShortDay, type PlannerDraft } from './draft.ts';

function honoreeOf(d: PlannerDraft): string | null {
  if (d.honoreeName && d.relation) return `${d.honoreeName} (${d.relation})`;
  return d.honoreeName ?? (d.relation ? `your ${d.relation}` : null);
}

/** What the card shows as understood: each field known so far, with the words it came from. */
export function understoodOf(d: PlannerDraft | null): PlannerUnderstood[] {
  if (!d) return [];
  const guests = d.guestCount === null ? null : `${d.guestCount} ${d.guestNoun ?? 'guests'}`;
  const rows: Array<[PlannerUnderstood['field'], string, string | null]> = [
    ['occasion', 'Occasion', d.occasion ?? d.category],
    ['honoree', 'For', honoreeOf(d)],
    ['age', 'Age', d.age === null ? null : String(d.age)],
    ['date', 'Date', d.day ? formatShortDay(d.day) : null],
    ['time', 'Time', d.time ? formatClock(d.time) : null],
    ['place', 'Place', d.place?.location ?? null],
    ['guests', 'Guests', guests],
    ['budget', 'Budget', d.budget === null ? null : formatDollars(d.budget * 100)],
    ['theme', 'Theme', d.theme],
  ];
  return rows.flatMap(([field, label, value]) =>
    value === null ? [] : [{ field, label, value, words: d.sources[field] ?? null }],
  );
}

import type { EventListItem } from '#shared/contracts/events.ts';

/** A row of My Events: an event, or one date standing for its whole series. */
export type MyEventsEntry = { event: EventListItem; seriesDates: number };

/**
 * One row per series: its soonest upcoming date (its latest date once all have passed), in the place
 * of the series' first date in `events`, with how many dates it has. A weekly party would otherwise
 * fill the page with 52 rows. One-off events pass through as they are.
 */
export function collapseSeries(events: readonly EventListItem[], now: Date): MyEventsEntry[] {
  const bySeries = new Map<number, EventListItem[]>();
  for (const event of events) {
    if (event.series) bySeries.set(event.series.id, [...(bySeries.get(event.series.id) ?? []), event]);
  }
  const entries: MyEventsEntry[] = [];
  const placed = new Set<number>();
  for (const event of events) {
    const seriesId = event.series?.id;
    if (seriesId === undefined) {
      entries.push({ event, seriesDates: 1 });
      continue;
    }
    if (placed.has(seriesId)) continue;
    placed.add(seriesId);
    const dates = [...(bySeries.get(seriesId) ?? [])].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
    const next = dates.find((d) => Date.parse(d.date) >= now.getTime()) ?? dates.at(-1)!;
    entries.push({ event: next, seriesDates: dates.length });
  }
  return entries;
}

import type { Event } from '#shared/contracts/events.ts';

/** Spec part 1 §9: at most 4 similar events. */
export const MAX_SIMILAR_EVENTS = 4;

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Similar events (spec part 1 §7): the same category (case-insensitive), a date after `now`, not the
 * current event, sorted by date ascending, the first 4.
 */
export function pickSimilarEvents<T extends Pick<Event, 'id' | 'category' | 'date'>>(
  events: readonly T[],
  current: Pick<Event, 'id' | 'category'>,
  now: Date,
): T[] {
  const nowMs = now.getTime();
  return events
    .map((event) => ({ event, time: Date.parse(event.date) }))
    .filter(
      ({ event, time }) =>
        event.id !== current.id && sameCategory(event.category, current.category) && time > nowMs,
    )
    .sort((a, b) => a.time - b.time || a.event.id - b.event.id)
    .slice(0, MAX_SIMILAR_EVENTS)
    .map(({ event }) => event);
}

import type { EventListItem } from '#shared/contracts/events.ts';

/** One page of a list, as the service answers it (the visitor's location is added per request). */
export type ListPage = {
  /** List items, or full events for a list asked in full. */
  events: EventListItem[];
  total: number;
  upcomingTotal: number;
  isTotalCapped: boolean;
  isUpcomingTotalCapped: boolean;
  hasMore: boolean;
  nextOffset: number | null;
};

type Entry<T> = { value: T; version: number; builtAt: number; validUntil: number };

/**
 * Pages of hot lists and searches, reused while nothing changed: an entry holds the events change
 * version it was built at (every write to events, posts or organizer names moves it, whoever writes)
 * and the span its upcoming/past split holds (from when it was built until its soonest upcoming
 * match starts). Oldest entries go first past `maxEntries`.
 */
export function createPageCache<T>(maxEntries = 500) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, version: number, now: Date): T | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const time = now.getTime();
      if (entry.version !== version || time > entry.validUntil || time < entry.builtAt) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    /** `validUntil`: when the soonest upcoming match starts (ms); null when there is none. */
    set(key: string, version: number, now: Date, value: T, validUntil: number | null): void {
      entries.delete(key);
      entries.set(key, {
        value,
        version,
        builtAt: now.getTime(),
        validUntil: validUntil ?? Number.POSITIVE_INFINITY,
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

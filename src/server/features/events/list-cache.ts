import type { Event } from '#shared/contracts/events.ts';

/** One page of a list, as the service answers it (the visitor's location is added per request). */
export type ListPage = {
  events: Event[];
  total: number;
  upcomingTotal: number;
  hasMore: boolean;
  nextOffset: number | null;
};

type Entry = { page: ListPage; version: number; builtAt: number; validUntil: number };

/**
 * First pages of hot lists, reused while nothing changed: an entry holds the events change version
 * it was built at (every write to events, posts or organizer names moves it, whoever writes) and
 * the span its upcoming/past split holds (from when it was built until its soonest upcoming event
 * starts). Oldest
 * entries go first past `maxEntries`.
 */
export function createListCache(maxEntries = 500) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string, version: number, now: Date): ListPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const time = now.getTime();
      if (entry.version !== version || time > entry.validUntil || time < entry.builtAt) {
        entries.delete(key);
        return null;
      }
      return entry.page;
    },
    set(key: string, version: number, now: Date, page: ListPage): void {
      const [first] = page.events;
      // Until the soonest upcoming event starts; a page without upcoming events never expires by time.
      const validUntil = page.upcomingTotal > 0 && first ? Date.parse(first.date) : Number.POSITIVE_INFINITY;
      entries.delete(key);
      entries.set(key, { page, version, builtAt: now.getTime(), validUntil });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

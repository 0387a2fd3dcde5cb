import type { Event } from '#shared/contracts/events.ts';

export const MY_EVENTS_SORT_ORDERS = ['newest', 'oldest', 'title', 'date'] as const;
export type MyEventsSortOrder = (typeof MY_EVENTS_SORT_ORDERS)[number];

export const MY_EVENTS_SORT_LABELS: Record<MyEventsSortOrder, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  title: 'Title A-Z',
  date: 'Event Date',
};

export function isMyEventsSortOrder(value: string | null): value is MyEventsSortOrder {
  return MY_EVENTS_SORT_ORDERS.includes(value as MyEventsSortOrder);
}

type Sortable = Pick<Event, 'id' | 'title' | 'date' | 'createdAt'>;

/** Milliseconds, with unparseable dates as NaN (callers put them last). */
const time = (iso: string) => Date.parse(iso);

function byCreated(a: Sortable, b: Sortable): number {
  return time(a.createdAt) - time(b.createdAt) || a.id - b.id;
}

const titleCollator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** Upcoming events soonest first, then past events most recent first, then events without a valid date. */
function byEventDate(now: number) {
  const rank = (e: Sortable) => {
    const t = time(e.date);
    if (Number.isNaN(t)) return 2;
    return t >= now ? 0 : 1;
  };
  return (a: Sortable, b: Sortable): number => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    if (ra === 0) return time(a.date) - time(b.date) || a.id - b.id;
    if (ra === 1) return time(b.date) - time(a.date) || a.id - b.id;
    return a.id - b.id;
  };
}

/**
 * My Events ordering:
 * - newest: most recently created first; oldest: earliest created first (ties by id);
 * - title: A-Z, case- and accent-insensitive, numbers in numeric order;
 * - date: soonest upcoming event first, then past events from the most recent back.
 * Returns a new array; the input is left alone.
 */
export function sortMyEvents<T extends Sortable>(
  events: readonly T[],
  order: MyEventsSortOrder,
  now: Date = new Date(),
): T[] {
  const list = [...events];
  switch (order) {
    case 'newest':
      return list.sort((a, b) => byCreated(b, a));
    case 'oldest':
      return list.sort(byCreated);
    case 'title':
      return list.sort((a, b) => titleCollator.compare(a.title.trim(), b.title.trim()) || a.id - b.id);
    case 'date':
      return list.sort(byEventDate(now.getTime()));
  }
}

/** The latest event date among the events (the Latest badge), or null when none is valid. */
export function findLatestEvent<T extends Sortable>(events: readonly T[]): T | null {
  let latest: T | null = null;
  for (const event of events) {
    const t = time(event.date);
    if (Number.isNaN(t)) continue;
    if (!latest || t > time(latest.date)) latest = event;
  }
  return latest;
}

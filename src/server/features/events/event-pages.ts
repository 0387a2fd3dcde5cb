import type { EventListItem } from '#shared/contracts/events.ts';
import type { EventListsRepository } from './event-lists.repository.ts';
import type { EventShape } from './event-selects.ts';
import type { EventCounts, EventFilter } from './events-sql.ts';
import type { createPageCache, ListPage } from './list-cache.ts';

/**
 * Lists count matches up to this many (more read as '1,000+'): past it an exact count costs more than
 * the page itself, and nobody pages that far.
 */
export const LIST_COUNT_CAP = 1000;

/** A page with the title-word typos its search corrected and when its soonest upcoming match starts. */
export type FoundPage = {
  page: ListPage;
  corrections: [string, string][];
  soonestUpcoming: number | null | undefined;
};
export type PageCache = ReturnType<typeof createPageCache<FoundPage>>;

/** One page of a list, a search or a feed, found in date order or by rank, counted up to a cap. */
export function createPageFinder(listsRepo: EventListsRepository) {
  /**
   * Pages that are the same for everyone asking the same thing come from a cache while the events
   * change version and the upcoming/past split still hold: one small query instead of a count, a
   * page and the posts (or a ranked search). Only pages whose soonest upcoming match is known are
   * kept: first pages in date order, and every page of a ranked search.
   */
  async function findPageCached(
    cache: PageCache,
    filter: EventFilter,
    now: Date,
    limit: number,
    offset: number,
    shape: EventShape,
  ): Promise<FoundPage> {
    const key = JSON.stringify([filter, limit, offset, shape]);
    const version = await listsRepo.readChangeVersion();
    const cached = cache.get(key, version, now);
    if (cached) return cached;
    const found = await findPage(filter, now, limit, offset, shape);
    if (found.soonestUpcoming !== undefined) cache.set(key, version, now, found, found.soonestUpcoming);
    return found;
  }

  async function findPage(
    filter: EventFilter,
    now: Date,
    limit: number,
    offset: number,
    shape: EventShape,
  ): Promise<FoundPage> {
    const page = { limit, offset };
    let counts: EventCounts;
    let events: EventListItem[];
    let corrections: [string, string][] = [];
    // When the first upcoming match starts (null: none; undefined: not known from this page).
    let soonestUpcoming: number | null | undefined;
    // Lists and searches count only as far as they need to: up to LIST_COUNT_CAP, or past the page
    // asked for. A side counted past the cap holds the whole page, so paging stays exact.
    const cap = Math.max(LIST_COUNT_CAP, offset + limit);
    if (filter.text) {
      ({ counts, events, corrections, soonestUpcoming } = await listsRepo.searchPageByRank(
        { ...filter, text: filter.text },
        now,
        page,
        shape,
        cap,
      ));
    } else {
      counts = await listsRepo.countUpTo(filter, now, cap);
      events =
        offset >= counts.total
          ? []
          : await listsRepo.findPageByDate(filter, now, { ...page, upcomingTotal: counts.upcoming }, shape);
      const [first] = events;
      if (counts.upcoming === 0) soonestUpcoming = null;
      else if (offset === 0 && first) soonestUpcoming = Date.parse(first.date);
    }
    const hasMore = offset + events.length < counts.total;
    const listPage: ListPage = {
      events,
      total: Math.min(counts.total, cap),
      upcomingTotal: Math.min(counts.upcoming, cap),
      isTotalCapped: counts.total > cap,
      isUpcomingTotalCapped: counts.upcoming > cap,
      hasMore,
      nextOffset: hasMore ? offset + events.length : null,
    };
    return { page: listPage, corrections, soonestUpcoming };
  }

  return { findPage, findPageCached };
}

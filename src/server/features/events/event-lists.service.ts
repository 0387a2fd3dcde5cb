import type { z } from 'zod';
import type { User } from '#shared/contracts/auth.ts';
import type {
  EventListResponse,
  listEventsQuerySchema,
  SearchEventsResponse,
  SearchReading,
  SearchSuggestion,
  searchEventsQuerySchema,
} from '#shared/contracts/events.ts';
import { UnauthenticatedError } from '../../lib/errors/app-errors.ts';
import {
  resolveVisitorLocation,
  toPublicLocation,
  type VisitorLocation,
} from '../../lib/http/visitor-location.ts';
import type { EventListsRepository } from './event-lists.repository.ts';
import { createPageFinder, type FoundPage } from './event-pages.ts';
import type { EventFilter } from './events-sql.ts';
import { createPageCache, type ListPage } from './list-cache.ts';
import { categoryFilterOf, circleAround, interpretSearch, priceFilterOf } from './search-query.ts';

export type ListEventsParams = z.output<typeof listEventsQuerySchema>;
export type SearchEventsParams = z.output<typeof searchEventsQuerySchema>;
/**
 * A list answer in two parts: the page, the same object for everyone while it is cached (so it is
 * serialized once), and what is the asker's own.
 */
export type ListAnswer = { page: ListPage; userLocation: EventListResponse['userLocation'] };
export type SearchAnswer = ListAnswer & Pick<SearchEventsResponse, 'interpreted' | 'suggestions'>;
/** Who is asking and from where (`request.ip`). */
export type Visitor = { user: User | null; ip: string };

type Deps = {
  listsRepo: EventListsRepository;
  /** The default place (loopback, private or unplaceable visitors). */
  defaultLocation: () => VisitorLocation;
  clock: () => Date;
};

/** The home page's list and the search page: Near Me, filters, free text read into a search. */
export function createEventListsService({ listsRepo, defaultLocation, clock }: Deps) {
  const { findPage, findPageCached } = createPageFinder(listsRepo);
  const listPages = createPageCache<FoundPage>();
  const searchPages = createPageCache<FoundPage>();
  // The counts of the nearby searches offered when nothing matches: a search that finds nothing is
  // often asked again (a shared link, a refresh), and each costs one count per suggestion.
  const suggestionCounts = createPageCache<number>(500);

  async function countCached(filter: EventFilter, now: Date, version: number): Promise<number> {
    const key = JSON.stringify(filter);
    const cached = suggestionCounts.get(key, version, now);
    if (cached !== null) return cached;
    const { total } = await listsRepo.count(filter, now);
    // A filter read from "tonight" or "this weekend" holds its dates, so a minute's reuse is safe.
    suggestionCounts.set(key, version, now, total, now.getTime() + 60_000);
    return total;
  }

  /**
   * When nothing matches: the same search without its date, without its place (or Near Me), and
   * without its category (the words alone), each with its count; only those that find something.
   */
  async function suggestSearches(
    query: SearchEventsParams,
    interpreted: SearchEventsResponse['interpreted'],
    location: VisitorLocation,
    now: Date,
  ): Promise<SearchSuggestion[]> {
    const dismiss = query.dismiss ?? [];
    const options: Omit<SearchSuggestion, 'count'>[] = [];
    const without = (reading: SearchReading) => [...dismiss, reading];
    if (interpreted.dateLabel) {
      options.push({ label: 'Any date', dismiss: without('date'), ignoreLocation: query.ignoreLocation });
    }
    if (interpreted.place) {
      options.push({
        label: `Anywhere, not only near ${interpreted.place.label}`,
        dismiss: without('place'),
        ignoreLocation: true,
      });
    } else if (!query.ignoreLocation) {
      options.push({ label: 'Anywhere, not only near me', dismiss, ignoreLocation: true });
    }
    if (interpreted.category && interpreted.categoryMode === 'filter' && !query.category) {
      options.push({
        label: `Any kind of event, not only ${interpreted.category}`,
        dismiss: without('category'),
        ignoreLocation: query.ignoreLocation,
      });
    }
    if (interpreted.price && !query.free && query.maxPrice === undefined) {
      options.push({ label: 'Any price', dismiss: without('price'), ignoreLocation: query.ignoreLocation });
    }
    // One read of the change version serves every suggestion's count.
    const version = options.length > 0 ? await listsRepo.readChangeVersion() : 0;
    const counted = await Promise.all(
      options.map(async (option) => {
        const { filter } = interpretSearch({ ...query, ...option }, location, now);
        return { ...option, count: await countCached(filter, now, version) };
      }),
    );
    return counted.filter((option) => option.count > 0);
  }

  return {
    /**
     * GET /api/events. Near Me (ignoreLocation=false) keeps events within 50 miles of the visitor;
     * a creator filter (My Events) is about who, not where, so it ignores the location.
     */
    async listEvents(query: ListEventsParams, visitor: Visitor): Promise<ListAnswer> {
      const location = resolveVisitorLocation(visitor.ip, defaultLocation());
      let organizerId = query.creator;
      if (organizerId === 'me') {
        if (!visitor.user) throw new UnauthenticatedError('Sign in to see the events you organize');
        organizerId = visitor.user.id;
      }
      const filter: EventFilter = {
        category: categoryFilterOf(query.category),
        near: query.ignoreLocation || organizerId !== undefined ? undefined : circleAround(location),
        organizerId,
        when: query.when,
        ...priceFilterOf(query),
      };
      // My Events is one person's; past-only lists are rarely asked for twice.
      const isShared = organizerId === undefined && query.when !== 'past';
      const shape = query.full ? 'full' : 'card';
      const { page } = isShared
        ? await findPageCached(listPages, filter, clock(), query.limit, query.offset, shape)
        : await findPage(filter, clock(), query.limit, query.offset, shape);
      return { page, userLocation: toPublicLocation(location) };
    },

    /**
     * GET /api/events/search: the query is read into category, place, dates and free text in the
     * visitor's time zone. A named place replaces Near Me; a place the gazetteer cannot find stays
     * in the free text. Past events are included, ranked after upcoming ones.
     */
    async searchEvents(query: SearchEventsParams, visitor: Visitor): Promise<SearchAnswer> {
      const location = resolveVisitorLocation(visitor.ip, defaultLocation());
      const now = clock();
      const { filter, interpreted } = interpretSearch(query, location, now);
      const { page, corrections } = await findPageCached(
        searchPages,
        filter,
        now,
        query.limit,
        query.offset,
        'card',
      );
      // Title-word typos read through the lexicon are shown like the parser's own corrections.
      interpreted.corrections.push(...corrections.map(([typed, readAs]) => ({ typed, readAs })));
      const suggestions =
        page.total === 0 && query.offset === 0
          ? await suggestSearches(query, interpreted, location, now)
          : [];
      return { page, userLocation: toPublicLocation(location), interpreted, suggestions };
    },
  };
}
export type EventListsService = ReturnType<typeof createEventListsService>;

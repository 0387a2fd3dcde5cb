import type { z } from 'zod';
import { MAX_SIMILAR_EVENTS } from '#shared/constants.ts';
import type { User } from '#shared/contracts/auth.ts';
import type {
  Event,
  EventListResponse,
  listEventsQuerySchema,
  RecommendedVendorsResponse,
  SearchEventsResponse,
  SearchReading,
  SearchSuggestion,
  SimilarEventsResponse,
  searchEventsQuerySchema,
} from '#shared/contracts/events.ts';
import { NotFoundError, UnauthenticatedError } from '../../lib/errors/app-errors.ts';
import {
  resolveVisitorLocation,
  toPublicLocation,
  type VisitorLocation,
} from '../../lib/http/visitor-location.ts';
import { suitedVendorCategories } from '../../lib/vendors/suited-vendors.ts';
import type { EventsRepository } from './events.repository.ts';
import type { EventCounts, EventFilter } from './events-sql.ts';
import { createListCache } from './list-cache.ts';
import type { RecommendedVendorsRepository } from './recommended-vendors.repository.ts';
import { categoryFilterOf, circleAround, interpretSearch } from './search-query.ts';

export type ListEventsParams = z.output<typeof listEventsQuerySchema>;
export type SearchEventsParams = z.output<typeof searchEventsQuerySchema>;
/** Who is asking and from where (`request.ip`). */
export type Visitor = { user: User | null; ip: string };

type Deps = {
  eventsRepo: EventsRepository;
  vendorsRepo: RecommendedVendorsRepository;
  /** The default place (loopback, private or unplaceable visitors). */
  defaultLocation: () => VisitorLocation;
  clock: () => Date;
};

export function createEventsService({ eventsRepo, vendorsRepo, defaultLocation, clock }: Deps) {
  const firstPages = createListCache();

  /**
   * First pages of lists that are the same for everyone (not My Events, not past-only) come from
   * the cache while the events change version and the upcoming/past split still hold: one small
   * query instead of a count, a page and the posts.
   */
  async function findFirstPageCached(filter: EventFilter, now: Date, limit: number) {
    const key = JSON.stringify([filter.category, filter.near, filter.when, limit]);
    const version = await eventsRepo.readChangeVersion();
    const cached = firstPages.get(key, version, now);
    if (cached) return cached;
    const page = await findPage(filter, now, limit, 0);
    firstPages.set(key, version, now, page);
    return page;
  }

  async function findPage(filter: EventFilter, now: Date, limit: number, offset: number) {
    const page = { limit, offset };
    let counts: EventCounts;
    let events: Event[];
    if (filter.text) {
      ({ counts, events } = await eventsRepo.searchPageByRank({ ...filter, text: filter.text }, now, page));
    } else {
      counts = await eventsRepo.count(filter, now);
      events =
        offset >= counts.total
          ? []
          : await eventsRepo.findPageByDate(filter, now, { ...page, upcomingTotal: counts.upcoming });
    }
    const hasMore = offset + events.length < counts.total;
    return {
      events,
      total: counts.total,
      upcomingTotal: counts.upcoming,
      hasMore,
      nextOffset: hasMore ? offset + events.length : null,
    };
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
    const counted = await Promise.all(
      options.map(async (option) => {
        const { filter } = interpretSearch({ ...query, ...option }, location, now);
        return { ...option, count: (await eventsRepo.count(filter, now)).total };
      }),
    );
    return counted.filter((option) => option.count > 0);
  }

  return {
    /**
     * GET /api/events. Near Me (ignoreLocation=false) keeps events within 50 miles of the visitor;
     * a creator filter (My Events) is about who, not where, so it ignores the location.
     */
    async listEvents(query: ListEventsParams, visitor: Visitor): Promise<EventListResponse> {
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
      };
      const isShared = query.offset === 0 && organizerId === undefined && query.when !== 'past';
      const page = isShared
        ? await findFirstPageCached(filter, clock(), query.limit)
        : await findPage(filter, clock(), query.limit, query.offset);
      return { ...page, userLocation: toPublicLocation(location) };
    },

    /**
     * GET /api/events/search: the query is read into category, place, dates and free text in the
     * visitor's time zone. A named place replaces Near Me; a place the gazetteer cannot find stays
     * in the free text. Past events are included, ranked after upcoming ones.
     */
    async searchEvents(query: SearchEventsParams, visitor: Visitor): Promise<SearchEventsResponse> {
      const location = resolveVisitorLocation(visitor.ip, defaultLocation());
      const now = clock();
      const { filter, interpreted } = interpretSearch(query, location, now);
      const page = await findPage(filter, now, query.limit, query.offset);
      const suggestions =
        page.total === 0 && query.offset === 0
          ? await suggestSearches(query, interpreted, location, now)
          : [];
      return { ...page, userLocation: toPublicLocation(location), interpreted, suggestions };
    },

    async getEvent(id: number): Promise<Event> {
      const event = await eventsRepo.findById(id);
      if (!event) throw new NotFoundError('Event', id);
      return event;
    },

    /**
     * Similar Upcoming Events: the same category, not yet started, not this event. Those within
     * 50 miles of the event come first, nearest first; the rest of the places go to the soonest
     * others. An event without coordinates gets the soonest ones.
     */
    async findSimilar(id: number): Promise<SimilarEventsResponse> {
      const event = await eventsRepo.findPlaceById(id);
      if (!event) throw new NotFoundError('Event', id);
      const near =
        event.latitude !== null && event.longitude !== null
          ? circleAround({ lat: event.latitude, lon: event.longitude })
          : undefined;
      const events = await eventsRepo.findSimilar(
        { id, category: event.category, near },
        clock(),
        MAX_SIMILAR_EVENTS,
      );
      return { events };
    },

    /** Vendors near the event (50 miles) whose trade suits its category, nearest first. */
    async recommendVendors(id: number, limit: number): Promise<RecommendedVendorsResponse> {
      const event = await eventsRepo.findPlaceById(id);
      if (!event) throw new NotFoundError('Event', id);
      const categories = suitedVendorCategories(event.category);
      if (event.latitude !== null && event.longitude !== null) {
        const circle = circleAround({ lat: event.latitude, lon: event.longitude });
        return { vendors: await vendorsRepo.findForEvent({ area: { circle }, categories, limit }) };
      }
      if (!event.region) return { vendors: [] };
      return {
        vendors: await vendorsRepo.findForEvent({ area: { region: event.region }, categories, limit }),
      };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

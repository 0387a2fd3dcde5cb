import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { MAX_SIMILAR_EVENTS } from '#shared/constants.ts';
import type { User } from '#shared/contracts/auth.ts';
import type {
  Event,
  EventListItem,
  EventListResponse,
  eventsFeedQuerySchema,
  listEventsQuerySchema,
  RecommendedVendorsResponse,
  SearchEventsResponse,
  SearchReading,
  SearchSuggestion,
  SimilarEventsResponse,
  searchEventsQuerySchema,
} from '#shared/contracts/events.ts';
import { buildIcsCalendar } from '#shared/lib/calendar/ics.ts';
import { timeZoneBlock } from '../../lib/calendar/time-zone-block.ts';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../../lib/errors/app-errors.ts';
import { findPlace, geocodeUs } from '../../lib/geo/gazetteer.ts';
import {
  resolveVisitorLocation,
  toPublicLocation,
  type VisitorLocation,
} from '../../lib/http/visitor-location.ts';
import { vendorFitFor } from '../../lib/vendors/suited-vendors.ts';
import type { EventShape, EventsRepository } from './events.repository.ts';
import type { EventCounts, EventFilter } from './events-sql.ts';
import { feedNameOf } from './feed-name.ts';
import { createPageCache, type ListPage } from './list-cache.ts';
import type { RecommendedVendorsRepository } from './recommended-vendors.repository.ts';
import { categoryFilterOf, circleAround, interpretSearch, priceFilterOf } from './search-query.ts';

export type ListEventsParams = z.output<typeof listEventsQuerySchema>;
export type SearchEventsParams = z.output<typeof searchEventsQuerySchema>;
export type EventsFeedParams = z.output<typeof eventsFeedQuerySchema>;

/**
 * Lists count matches up to this many (more read as '1,000+'): past it an exact count costs more than
 * the page itself, and nobody pages that far.
 */
export const LIST_COUNT_CAP = 1000;
/** At most this many events in a public feed; calendar apps slow down on bigger subscriptions. */
export const EVENTS_FEED_MAX_EVENTS = 500;
/** An event that started this recently stays in the feed, so it does not vanish while it is on. */
const FEED_STARTED_WITHIN_MS = 12 * 3_600_000;
const FEED_REUSE_MS = 15 * 60_000;
/** A public feed: iCalendar text, its weak entity tag and since when it reads this way. */
export type EventsFeed = { body: string; etag: string; lastModified: Date };
/** A page with the title-word typos its search corrected and when its soonest upcoming match starts. */
type FoundPage = {
  page: ListPage;
  corrections: [string, string][];
  soonestUpcoming: number | null | undefined;
};
/**
 * A list answer in two parts: the page, the same object for everyone while it is cached (so it is
 * serialized once), and what is the asker's own.
 */
export type ListAnswer = { page: ListPage; userLocation: EventListResponse['userLocation'] };
export type SearchAnswer = ListAnswer & Pick<SearchEventsResponse, 'interpreted' | 'suggestions'>;
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
  const listPages = createPageCache<FoundPage>();
  const searchPages = createPageCache<FoundPage>();
  const feeds = createPageCache<EventsFeed>(100);
  // Since when each feed has read as it does: a rebuild with the same tag keeps the time, so a poll
  // by If-Modified-Since gets a 304 across writes that did not touch the feed's events.
  const feedChanges = createPageCache<{ etag: string; lastModified: Date }>(100);
  // The counts of the nearby searches offered when nothing matches: a search that finds nothing is
  // often asked again (a shared link, a refresh), and each costs one count per suggestion.
  const suggestionCounts = createPageCache<number>(500);

  async function countCached(filter: EventFilter, now: Date, version: number): Promise<number> {
    const key = JSON.stringify(filter);
    const cached = suggestionCounts.get(key, version, now);
    if (cached !== null) return cached;
    const { total } = await eventsRepo.count(filter, now);
    // A filter read from "tonight" or "this weekend" holds its dates, so a minute's reuse is safe.
    suggestionCounts.set(key, version, now, total, now.getTime() + 60_000);
    return total;
  }

  /**
   * Pages that are the same for everyone asking the same thing come from a cache while the events
   * change version and the upcoming/past split still hold: one small query instead of a count, a
   * page and the posts (or a ranked search). Only pages whose soonest upcoming match is known are
   * kept: first pages in date order, and every page of a ranked search.
   */
  async function findPageCached(
    cache: ReturnType<typeof createPageCache<FoundPage>>,
    filter: EventFilter,
    now: Date,
    limit: number,
    offset: number,
    shape: EventShape,
  ): Promise<FoundPage> {
    const key = JSON.stringify([filter, limit, offset, shape]);
    const version = await eventsRepo.readChangeVersion();
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
      ({ counts, events, corrections, soonestUpcoming } = await eventsRepo.searchPageByRank(
        { ...filter, text: filter.text },
        now,
        page,
        shape,
        cap,
      ));
    } else {
      counts = await eventsRepo.countUpTo(filter, now, cap);
      events =
        offset >= counts.total
          ? []
          : await eventsRepo.findPageByDate(filter, now, { ...page, upcomingTotal: counts.upcoming }, shape);
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
    const version = options.length > 0 ? await eventsRepo.readChangeVersion() : 0;
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

    /**
     * The public calendar feed as iCalendar text with its entity tag: upcoming events for a city
     * (50 miles, or `radius`; a city without a state is the gazetteer's best match, named in the
     * feed's name), a category and a query read as a search is (in the place's time
     * zone), soonest first, or best match first when there are words. There is no Near Me: calendar
     * servers poll from their own addresses. Writing 500 entries costs far more than finding them,
     * so a feed is reused while the events are unchanged, for at most 15 minutes (relative dates in
     * the words move) and until its first event leaves the window.
     */
    async feedCalendar(query: EventsFeedParams, siteUrl: string): Promise<EventsFeed> {
      const now = clock();
      const key = JSON.stringify([query, siteUrl]);
      const version = await eventsRepo.readChangeVersion();
      const cached = feeds.get(key, version, now);
      if (cached) return cached;
      const place = query.city
        ? query.region
          ? findPlace(query.city, query.region)
          : geocodeUs(query.city)
        : null;
      if (query.city && !place) {
        const message = query.region
          ? `We could not find ${query.city}, ${query.region}. Check the city and state.`
          : `We could not find ${query.city}. Check the city, or add its state, for example region=TX.`;
        throw new ValidationError(message, [{ path: 'city', message }]);
      }
      const origin: VisitorLocation = place ? { ...place, country: 'United States' } : defaultLocation();
      const near = place
        ? { ...circleAround(place), ...(query.radius ? { radiusMiles: query.radius } : {}) }
        : undefined;
      const read: EventFilter = query.q
        ? interpretSearch(
            {
              q: query.q,
              category: query.category,
              ignoreLocation: true,
              dismiss: query.dismiss,
              free: query.free,
              maxPrice: query.maxPrice,
            },
            origin,
            now,
          ).filter
        : { category: query.category ?? null, ...priceFilterOf(query) };
      const startedSince = new Date(now.getTime() - FEED_STARTED_WITHIN_MS);
      const from = read.from && read.from > startedSince ? read.from : startedSince;
      // A place named in the words applies when the feed names none.
      const filter: EventFilter = { ...read, near: near ?? read.near, from, when: 'all' };
      // Calendar entries carry the whole description, so the feed reads full events.
      const { page } = await findPage(filter, now, EVENTS_FEED_MAX_EVENTS, 0, 'full');
      const body = buildIcsCalendar(page.events, {
        siteUrl,
        calendarName: feedNameOf(query, place),
        now,
        timeZoneBlock,
      });
      // DTSTAMP is the time of writing; the tag is of everything else, so it changes with the events.
      const digest = createHash('sha256')
        .update(body.replace(/^DTSTAMP:.*$/gm, ''))
        .digest('base64url');
      const etag = `W/"${digest.slice(0, 27)}"`;
      const seen = feedChanges.get(key, 0, now);
      const lastModified =
        seen?.etag === etag ? seen.lastModified : new Date(Math.floor(now.getTime() / 1000) * 1000);
      feedChanges.set(key, 0, now, { etag, lastModified }, null);
      const feed = { body, etag, lastModified };
      const firstLeaves = Math.min(...page.events.map((e) => Date.parse(e.date) + FEED_STARTED_WITHIN_MS));
      feeds.set(key, version, now, feed, Math.min(firstLeaves, now.getTime() + FEED_REUSE_MS));
      return feed;
    },

    async getEvent(id: number): Promise<Event> {
      const event = await eventsRepo.findById(id);
      if (!event) throw new NotFoundError('Event', id);
      return event;
    },

    /**
     * The event's calendar file: a one-off event as one VEVENT; a date of a series as the series'
     * VEVENT (RRULE, EXDATE) with the dates edited on their own as overrides.
     */
    async eventCalendar(id: number, siteUrl: string): Promise<string> {
      const event = await eventsRepo.findById(id);
      if (!event) throw new NotFoundError('Event', id);
      const exceptions = event.series ? await eventsRepo.findSeriesExceptions(event.series.id) : [];
      const others = exceptions.filter((e) => e.id !== event.id);
      return buildIcsCalendar([event, ...others], { siteUrl, now: clock(), timeZoneBlock });
    },

    /**
     * Similar Upcoming Events: the same category, not yet started, not this event, nearest first
     * (those close by, then the same category farther away; a far event never above a near one).
     * An event without coordinates gets the soonest ones.
     */
    async findSimilar(id: number): Promise<SimilarEventsResponse> {
      const event = await eventsRepo.findPlaceById(id);
      if (!event) throw new NotFoundError('Event', id);
      const near =
        event.latitude !== null && event.longitude !== null
          ? circleAround({ lat: event.latitude, lon: event.longitude })
          : undefined;
      const events = await eventsRepo.findSimilar(
        { id, category: event.category, near, seriesId: event.seriesId },
        clock(),
        MAX_SIMILAR_EVENTS,
      );
      return { events };
    },

    /**
     * Vendors who travel to the event, the trade that best fits its category first (vendorFitFor),
     * then verified, best rated and nearest. An event without coordinates gets none: no one can
     * tell who travels there.
     */
    async recommendVendors(id: number, limit: number): Promise<RecommendedVendorsResponse> {
      const event = await eventsRepo.findPlaceById(id);
      if (!event) throw new NotFoundError('Event', id);
      if (event.latitude === null || event.longitude === null) return { vendors: [] };
      const point = { lat: event.latitude, lon: event.longitude };
      return { vendors: await vendorsRepo.findForEvent({ point, fit: vendorFitFor(event.category), limit }) };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { eventsFeedQuerySchema } from '#shared/contracts/events.ts';
import { buildIcsCalendar } from '#shared/lib/calendar/ics.ts';
import { timeZoneBlock } from '../../lib/calendar/time-zone-block.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import { findPlace, geocodeUs } from '../../lib/geo/gazetteer.ts';
import type { VisitorLocation } from '../../lib/http/visitor-location.ts';
import type { EventListsRepository } from './event-lists.repository.ts';
import { createPageFinder } from './event-pages.ts';
import type { EventFilter } from './events-sql.ts';
import { feedNameOf } from './feed-name.ts';
import { createPageCache } from './list-cache.ts';
import { circleAround, interpretSearch, priceFilterOf } from './search-query.ts';

export type EventsFeedParams = z.output<typeof eventsFeedQuerySchema>;

/** At most this many events in a public feed; calendar apps slow down on bigger subscriptions. */
export const EVENTS_FEED_MAX_EVENTS = 500;
/** An event that started this recently stays in the feed, so it does not vanish while it is on. */
const FEED_STARTED_WITHIN_MS = 12 * 3_600_000;
const FEED_REUSE_MS = 15 * 60_000;
/** A public feed: iCalendar text, its weak entity tag and since when it reads this way. */
export type EventsFeed = { body: string; etag: string; lastModified: Date };

type Deps = {
  listsRepo: EventListsRepository;
  /** The place whose time zone reads a feed's words when the feed names no city. */
  defaultLocation: () => VisitorLocation;
  clock: () => Date;
};

/** The public calendar feeds of events (GET /api/calendar/feeds/events.ics). */
export function createEventsFeedService({ listsRepo, defaultLocation, clock }: Deps) {
  const { findPage } = createPageFinder(listsRepo);
  const feeds = createPageCache<EventsFeed>(100);
  // Since when each feed has read as it does: a rebuild with the same tag keeps the time, so a poll
  // by If-Modified-Since gets a 304 across writes that did not touch the feed's events.
  const feedChanges = createPageCache<{ etag: string; lastModified: Date }>(100);

  return {
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
      const version = await listsRepo.readChangeVersion();
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
      // Calendar entries carry the whole description but no organizer or posts.
      const { page } = await findPage(filter, now, EVENTS_FEED_MAX_EVENTS, 0, 'calendar');
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
  };
}
export type EventsFeedService = ReturnType<typeof createEventsFeedService>;

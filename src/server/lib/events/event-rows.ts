import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { EVENT_EXCERPT_LENGTH, eventListItemSchema, eventSchema } from '#shared/contracts/events.ts';
import type { DbExecutor } from '../../db/client.ts';
import { eventSeries, events, socialMediaPosts, users } from '../../db/schema.ts';
import type { SocialPostRecord } from './event-mapper.ts';

/*
 * Query pieces the events and bookmarks repositories share, so both answer the same Event shape.
 * Only repositories call these (they are the app's Drizzle users).
 */

/**
 * The stored columns an event answer shows: every field of the API's event (`eventSchema`) but the
 * ones built from other tables or worked out (creator, socialPosts, series, clock). The contract is
 * the one list; a field added there without a column of the same name fails typecheck here.
 */
const EVENT_FIELDS = eventSchema.keyof().exclude(['creator', 'socialPosts', 'series', 'clock']).options;

/** The subset of `columns` named by `keys`, typed as such (a select list or a row type). */
export function pickColumns<T extends object, K extends keyof T>(columns: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T, K>;
}

/** An events row as every event answer reads it. */
export type EventRow = Pick<typeof events.$inferSelect, (typeof EVENT_FIELDS)[number]>;

/**
 * An EventRow with the legacy posts column, the organizer's name and username (null without one)
 * and, for a date of a series, the series' rule (null otherwise).
 */
export type EventRecord = EventRow & {
  legacySocialPosts: unknown;
  creatorName: string | null;
  creatorUsername: string | null;
} & SeriesRecord;

/** The columns of a date's series (null for a one-off event); with `.leftJoin(eventSeries, seriesJoin)`. */
const seriesColumns = {
  seriesId: events.seriesId,
  occurrenceStart: events.occurrenceStart,
  isSeriesException: events.isSeriesException,
  seriesRule: eventSeries.rule,
  seriesStartLocal: eventSeries.startLocal,
  seriesTimeZone: eventSeries.timeZone,
  seriesCancelled: eventSeries.cancelled,
};
export type SeriesRecord = {
  seriesId: number | null;
  occurrenceStart: Date | null;
  isSeriesException: boolean;
  seriesRule: string | null;
  seriesStartLocal: string | null;
  seriesTimeZone: string | null;
  seriesCancelled: string[] | null;
};

/** The stored columns a list item shows besides its description excerpt and series. */
const CARD_FIELDS = eventListItemSchema.keyof().exclude(['description', 'series', 'clock']).options;

/**
 * Select list for a list item: the card's columns, the description's first EVENT_EXCERPT_LENGTH + 1
 * characters (one more tells the mapper it was cut) and the series; use with
 * `.leftJoin(eventSeries, seriesJoin)`.
 */
export const eventCardColumns = {
  ...pickColumns(getTableColumns(events), CARD_FIELDS),
  description: sql<string>`left(${events.description}, ${sql.raw(String(EVENT_EXCERPT_LENGTH + 1))})`,
  ...seriesColumns,
};
export type EventCardRecord = Pick<typeof events.$inferSelect, (typeof CARD_FIELDS)[number]> & {
  description: string;
} & SeriesRecord;

/**
 * Select list for a calendar entry: a list item's columns with the whole description (a feed writes
 * it out), no organizer and no posts; use with `.leftJoin(eventSeries, seriesJoin)`.
 */
export const eventCalendarColumns = {
  ...pickColumns(getTableColumns(events), CARD_FIELDS),
  description: events.description,
  ...seriesColumns,
};

/**
 * Select list for EventRecord; use with `.leftJoin(users, organizerJoin)` and
 * `.leftJoin(eventSeries, seriesJoin)`.
 */
export const eventColumns = {
  ...pickColumns(getTableColumns(events), EVENT_FIELDS),
  legacySocialPosts: events.socialPosts,
  creatorName: users.name,
  creatorUsername: users.username,
  ...seriesColumns,
};

export const organizerJoin = eq(users.id, events.organizerId);
export const seriesJoin = eq(eventSeries.id, events.seriesId);

/** The social_media_posts rows of many events in one query, newest first. */
export async function selectSocialPosts(
  db: DbExecutor,
  eventIds: readonly number[],
): Promise<SocialPostRecord[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: socialMediaPosts.id,
      eventId: socialMediaPosts.eventId,
      platform: socialMediaPosts.platform,
      url: socialMediaPosts.url,
      content: socialMediaPosts.content,
      imageUrl: socialMediaPosts.imageUrl,
      timestamp: socialMediaPosts.timestamp,
    })
    .from(socialMediaPosts)
    .where(inArray(socialMediaPosts.eventId, [...new Set(eventIds)]))
    .orderBy(desc(socialMediaPosts.timestamp), desc(socialMediaPosts.id));
}

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALL_EVENT_CATEGORIES, SOCIAL_POST_PLATFORMS } from '#shared/constants.ts';
import { ADMISSION_KINDS } from '#shared/lib/admission.ts';
import { eventCellWords, eventDatePeriod, eventPeriodWords, eventSearchText } from './event-search-sql.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * A repeating event: its RFC 5545 RRULE value, anchored at the wall time of the first date at the
 * event's place ('2026-11-03T19:00'), and the wall times the host cancelled (EXDATE). Every date is an
 * events row of its own (events.series_id), made up to a year ahead (made_until).
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: serial().primaryKey(),
    rule: text().notNull(),
    startLocal: text().notNull(),
    timeZone: text().notNull(),
    cancelled: text().array().notNull().default(sql`'{}'`),
    madeUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('event_series_start_local_format', sql`${t.startLocal} ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$'`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull().default('Social'),
    date: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull(),
    city: text(),
    region: text(),
    country: text().notNull().default('United States'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    timeZone: text().notNull().default('America/Los_Angeles'),
    image: text(),
    organizerId: integer().references(() => users.id, { onDelete: 'set null' }),
    organizerName: text(),
    eviteSynced: boolean().notNull().default(false),
    eviteInvitationUrl: text(),
    eviteEventId: text(),
    eviteSyncStatus: text(),
    // Legacy list of posts; may hold a JSON string of a list. New posts go to social_media_posts.
    socialPosts: jsonb().notNull().default(sql`'[]'::jsonb`),
    metaTitle: text(),
    metaDescription: text(),
    metaImage: text(),
    // Where the row came from: a host, the demo seed, discovery or the admin sample generator.
    source: text().notNull().default('user'),
    externalId: text(),
    // A date of a repeating event: its series, the start the rule gives it (RECURRENCE-ID, kept when
    // this date alone is moved) and whether it was edited on its own, so series edits pass it by.
    seriesId: integer().references(() => eventSeries.id, { onDelete: 'set null' }),
    occurrenceStart: timestamp({ withTimezone: true }),
    isSeriesException: boolean().notNull().default(false),
    // What getting in costs (see #shared/lib/admission.ts); prices in US cents.
    admission: text({ enum: ADMISSION_KINDS }).notNull().default('unlisted'),
    priceMinCents: integer(),
    priceMaxCents: integer(),
    ticketUrl: text(),
    isSoldOut: boolean().notNull().default(false),
    // The least a person pays to get in: 0 when free or a donation without a suggested amount; null
    // when the price is not listed, so a `maxPrice` filter never takes an unlisted event for a cheap one.
    lowestPriceCents: integer().generatedAlwaysAs(
      sql`case admission when 'free' then 0 when 'paid' then price_min_cents when 'donation' then coalesce(price_min_cents, 0) end`,
    ),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(city, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0014 adds INCLUDE (latitude, longitude), which Drizzle cannot declare: date-ordered
    // Near Me pages filter on the point from the index alone.
    index('events_date_point_idx').on(t.date, t.id),
    // Categories are stored in their canonical spelling (events_category_known), so lists compare the
    // normalized name exactly; a plain column lets counts run as index-only scans. Migration 0018
    // adds INCLUDE (latitude, longitude): a category near a place is checked from the index alone.
    index('events_category_date_point_idx').on(t.category, t.date, t.id),
    index('events_organizer_id_idx').on(t.organizerId, t.date),
    // Near Me counts and pages read latitude, longitude, date and id from this index alone (index-only scans).
    index('events_lat_lon_date_idx').on(t.latitude, t.longitude, t.date, t.id),
    // Both search indexes carry the date period as a second key (btree_gin, migration 0019): a
    // search reads one word's matches of a few periods from the index alone.
    index('events_search_vector_period_idx').using('gin', t.searchVector, eventDatePeriod(t)),
    index('events_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // Word keys by date period and by map cell (migration 0020 defines both functions): a word's
    // matches within a few periods, or around a place, are a few short posting lists.
    index('events_period_words_idx').using('gin', eventPeriodWords(t)),
    index('events_cell_words_idx').using('gin', eventCellWords(t)),
    index('events_search_text_trgm_period_idx').using(
      'gin',
      sql`${eventSearchText(t)} gin_trgm_ops`,
      eventDatePeriod(t),
    ),
    // Price filters on date-ordered pages and Near Me: migration 0015 adds INCLUDE (latitude,
    // longitude) to both and lowest_price_cents to the second, so the filter and the circle are
    // checked from the index alone, as on events_date_point_idx.
    index('events_free_date_idx').on(t.date, t.id).where(sql`${t.admission} = 'free'`),
    index('events_priced_date_idx').on(t.date, t.id).where(sql`${t.lowestPriceCents} is not null`),
    // Sample and discovered rows are few next to hosts' events; clean-up finds them here.
    index('events_source_idx').on(t.source).where(sql`${t.source} <> 'user'`),
    uniqueIndex('events_source_external_id_key').on(t.source, t.externalId),
    uniqueIndex('events_series_occurrence_key')
      .on(t.seriesId, t.occurrenceStart)
      .where(sql`${t.seriesId} is not null`),
    check('events_category_known', sql`${t.category} in (${inList(ALL_EVENT_CATEGORIES)})`),
    check('events_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('events_source_known', sql`${t.source} in ('user', 'seed', 'discovery', 'sample')`),
    check('events_latitude_range', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('events_admission_known', sql`${t.admission} in (${inList(ADMISSION_KINDS)})`),
    check(
      'events_price_range',
      sql`(${t.priceMinCents} is null or ${t.priceMinCents} >= 0) and (${t.priceMaxCents} is null or ${t.priceMaxCents} >= coalesce(${t.priceMinCents}, 0))`,
    ),
    check('events_longitude_range', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

/**
 * One row whose version moves on every write to events, their posts and organizer names (statement
 * triggers, migration 0007), whoever writes: the list cache compares it before reusing a page.
 */
export const eventsChangeVersion = pgTable(
  'events_change_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('events_change_version_single_row', sql`${t.id} = 1`)],
);

export const socialMediaPosts = pgTable(
  'social_media_posts',
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    platform: text().notNull(),
    url: text().notNull(),
    content: text(),
    imageUrl: text(),
    shareUrl: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('social_media_posts_event_id_idx').on(t.eventId, t.timestamp),
    check('social_media_posts_platform_known', sql`${t.platform} in (${inList(SOCIAL_POST_PLATFORMS)})`),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_event_key').on(t.userId, t.eventId),
    index('bookmarks_event_id_idx').on(t.eventId),
  ],
);

export const eventInteractions = pgTable(
  'event_interactions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    interactionType: text().notNull(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    metadata: jsonb().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('event_interactions_user_id_idx').on(t.userId, t.timestamp),
    index('event_interactions_event_id_idx').on(t.eventId),
    check(
      'event_interactions_type_known',
      sql`${t.interactionType} in ('view', 'bookmark', 'unbookmark', 'share', 'calendar', 'search_click')`,
    ),
  ],
);

/**
 * Every word of three or more letters that has appeared in an event title, lower case (filled by
 * statement triggers on events, migration 0009). A misspelt search word is looked up here through
 * the trigram index, a few hundred thousand words at most, instead of comparing it with every title.
 * Words are only added: one left over from an edited or deleted title can only be suggested for a
 * typo and then finds what it finds.
 */
export const eventTitleWords = pgTable('event_title_words', { word: text().primaryKey() }, (t) => [
  index('event_title_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

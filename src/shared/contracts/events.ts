import { z } from 'zod';
import { SOCIAL_POST_PLATFORMS } from '../constants.ts';
import { ADMISSION_KINDS } from '../lib/admission.ts';
import { type ClientQuery, idSchema, ignoreLocationSchema, locationSchema, pagingSchemas } from './common.ts';
import {
  categoryFilter,
  interpretedQuerySchema,
  priceFilterSchemas,
  searchSuggestionSchema,
} from './events-search.ts';
import { placePointSchema } from './place.ts';

// The events contract. This module is its one entry point: hosting (events-hosting.ts) and search
// (events-search.ts) are kept in their own files and re-exported here, so importers use this one.
export * from './events-hosting.ts';
export * from './events-search.ts';

export const socialPostSchema = z.object({
  id: z.number().optional(),
  platform: z.enum(SOCIAL_POST_PLATFORMS),
  url: z.string(),
  timestamp: z.string(),
  content: z.string().nullish(),
  imageUrl: z.string().nullish(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

export const creatorSchema = z.object({ name: z.string(), username: z.string() });

/** The series a date of a repeating event belongs to. */
export const eventSeriesInfoSchema = z.object({
  id: z.number(),
  /** The RFC 5545 RRULE value ('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=10'); UNTIL is in UTC. */
  rule: z.string(),
  /** Wall time of the series' first date at the event's place ('2026-11-03T19:00'), in `timeZone`. */
  startLocal: z.string(),
  timeZone: z.string(),
  /** Wall times of the dates the host cancelled (EXDATE). */
  cancelled: z.array(z.string()),
  /** Where the rule puts this date (RECURRENCE-ID), an ISO instant; differs from `date` once moved. */
  occurrenceStart: z.string(),
  /** This date was edited on its own, so edits to the whole series pass it by. */
  isException: z.boolean(),
});
export type EventSeriesInfo = z.infer<typeof eventSeriesInfoSchema>;

/**
 * What the clock and calendar read at the event's place when it starts, worked out by the server
 * from its time zone database, so a browser writes the date without building an Intl formatter.
 */
export const eventClockSchema = z.object({
  /** Wall time at the start ('2026-11-28T19:30'). */
  local: z.string(),
  /** The zone's abbreviation then ('PST', or 'GMT-7' where US English has none). */
  zone: z.string(),
  /** Its long name then ('Pacific Standard Time'). */
  zoneName: z.string(),
});
export type EventClock = z.infer<typeof eventClockSchema>;

/** An event as every API answer shows it. Dates are ISO strings. */
export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  date: z.string(),
  location: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  ...placePointSchema.shape,
  timeZone: z.string(),
  /** Sent by the server with every event; optional for events a client builds itself. */
  clock: eventClockSchema.optional(),
  image: z.string().nullable(),
  organizerId: z.number().nullable(),
  organizerName: z.string().nullable(),
  creator: creatorSchema.nullable(),
  eviteSynced: z.boolean(),
  eviteInvitationUrl: z.string().nullable(),
  eviteEventId: z.string().nullable(),
  eviteSyncStatus: z.string().nullable(),
  socialPosts: z.array(socialPostSchema),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaImage: z.string().nullable(),
  /** Set on the dates of a repeating event. */
  series: eventSeriesInfoSchema.nullable(),
  /*
   * What getting in costs. The server always sends these; they are optional in the type so that an
   * answer without them (cached before they existed) reads as 'unlisted' through admissionOf().
   */
  /** Free, paid (a price or a range), donation or not listed (the host said nothing; never free). */
  admission: z.enum(ADMISSION_KINDS).optional(),
  /** In US cents: a paid event's price or the low end of its range; a donation's suggested amount. */
  priceMinCents: z.number().int().nullable().optional(),
  /** In US cents: the high end of a paid event's range; null for a single price. */
  priceMaxCents: z.number().int().nullable().optional(),
  /** Where tickets are sold (https), outside Confetti. */
  ticketUrl: z.string().nullable().optional(),
  isSoldOut: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

/** Lists cut the description to about this many characters (two lines of a card, and then some). */
export const EVENT_EXCERPT_LENGTH = 240;

/**
 * An event as lists and searches show it: what a card, the selection's calendar file and the host's
 * controls read. The description is an excerpt (at most EVENT_EXCERPT_LENGTH characters, cut at a
 * word and ended with '…'); the event page's call (`eventSchema`) has every field.
 */
export const eventListItemSchema = eventSchema
  .pick({
    id: true,
    title: true,
    category: true,
    date: true,
    location: true,
    city: true,
    region: true,
    latitude: true,
    longitude: true,
    timeZone: true,
    clock: true,
    image: true,
    organizerId: true,
    eviteInvitationUrl: true,
    series: true,
    admission: true,
    priceMinCents: true,
    priceMaxCents: true,
    ticketUrl: true,
    isSoldOut: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ description: z.string() });
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** GET /api/events. `creator` filters by organizer ('me' for the signed-in user); `when` picks upcoming, past or all. */
export const listEventsQuerySchema = z.object({
  category: categoryFilter,
  ignoreLocation: ignoreLocationSchema,
  creator: z.union([z.literal('me'), idSchema('creator must be me or a user ID')]).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  ...priceFilterSchemas,
  /** `full=true` answers every field of each event (the admin list) instead of the list shape. */
  full: z
    .enum(['true', 'false'], { error: "full must be 'true' or 'false'" })
    .default('false')
    .transform((v) => v === 'true'),
  ...pagingSchemas,
});
/** What a client asks GET /api/events for. */
export type ListEventsQuery = ClientQuery<typeof listEventsQuerySchema, 'ignoreLocation'>;

export const eventListResponseSchema = z.object({
  events: z.array(eventListItemSchema),
  userLocation: locationSchema,
  /** Matching events in all pages; with `isTotalCapped`, there are more than this. */
  total: z.number(),
  /** Of those, how many have not happened yet; with `isUpcomingTotalCapped`, more than this. */
  upcomingTotal: z.number(),
  /** Lists count up to 1,000 matches (or past the page asked for) and say when there are more. */
  isTotalCapped: z.boolean(),
  isUpcomingTotalCapped: z.boolean(),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/** GET /api/events?full=true: the same page with every field of each event. */
export const eventFullListResponseSchema = eventListResponseSchema.extend({ events: z.array(eventSchema) });
export type EventFullListResponse = z.infer<typeof eventFullListResponseSchema>;

export const searchEventsResponseSchema = eventListResponseSchema.extend({
  interpreted: interpretedQuerySchema,
  /** Only when the first page is empty: the same search with one reading dropped, each with its count. */
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchEventsResponse = z.infer<typeof searchEventsResponseSchema>;

/** GET /api/events/:id/series: every date of the series from now on, soonest first. */
export const seriesDatesResponseSchema = z.object({
  series: eventSeriesInfoSchema.omit({ occurrenceStart: true, isException: true }),
  dates: z.array(z.object({ id: z.number(), date: z.string(), isException: z.boolean() })),
});
export type SeriesDatesResponse = z.infer<typeof seriesDatesResponseSchema>;

/** GET /api/events/:id and the other /api/events/:id/... paths. */
export const eventPathParamSchema = z.object({
  id: idSchema('Invalid event ID'),
});

/** GET /api/events/:id/vendors. */
export const recommendedVendorsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(12, 'limit must be at most 12')
    .default(3),
});

/** A vendor suggested on an event page: public fields only, nearest suitable first. */
export const recommendedVendorSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  location: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  verified: z.boolean(),
  /** Mean review rating (1-5), or null with no reviews. */
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
});
export type RecommendedVendor = z.infer<typeof recommendedVendorSchema>;

/** GET /api/events/:id/similar: at most MAX_SIMILAR_EVENTS upcoming events of the same category. */
export const similarEventsResponseSchema = z.object({ events: z.array(eventSchema) });
export type SimilarEventsResponse = z.infer<typeof similarEventsResponseSchema>;

export const recommendedVendorsResponseSchema = z.object({ vendors: z.array(recommendedVendorSchema) });
export type RecommendedVendorsResponse = z.infer<typeof recommendedVendorsResponseSchema>;

import { z } from 'zod';
import {
  ALL_EVENT_CATEGORIES,
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  SOCIAL_POST_PLATFORMS,
  WEEKDAY_CODES,
} from '../constants.ts';
import { ADMISSION_KINDS, admissionIssuesOf, MAX_PRICE_CENTS } from '../lib/admission.ts';
import { httpUrlText, multiLineText, singleLineText } from '../lib/text.ts';
import {
  type ClientQuery,
  dismissListSchema,
  idSchema,
  ignoreLocationSchema,
  locationSchema,
  pagingSchemas,
} from './common.ts';

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

/** Days a weekly series can fall on, as RFC 5545 writes them. */
/** Most dates one series can have; a series without an end is made a year ahead at a time. */
export const MAX_SERIES_DATES = 200;

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
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string(),
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

const categoryFilter = singleLineText({ max: 100, label: 'Category' }).optional();

/** Largest `maxPrice` a list accepts, in dollars. */
export const MAX_PRICE_FILTER_DOLLARS = MAX_PRICE_CENTS / 100;

/**
 * `free=true` keeps free events only; `maxPrice` (US dollars) keeps events whose cheapest ticket costs
 * at most that, free events and donations included. Events whose price is not listed match neither.
 */
export const priceFilterSchemas = {
  free: z
    .enum(['true', 'false'], { error: "free must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true'),
  maxPrice: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'maxPrice must be a number of dollars' })
      .min(0, 'maxPrice must be 0 or more')
      .max(MAX_PRICE_FILTER_DOLLARS, `maxPrice must be at most ${MAX_PRICE_FILTER_DOLLARS}`)
      .optional(),
  ),
};

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

/** Readings of a search the searcher can dismiss (by removing its chip). */
export const SEARCH_READINGS = ['category', 'place', 'date', 'price'] as const;
export type SearchReading = (typeof SEARCH_READINGS)[number];

const dismissSchema = dismissListSchema(SEARCH_READINGS);

export const searchEventsQuerySchema = z.object({
  q: singleLineText({
    max: 200,
    label: 'Search text',
    requiredMessage: 'Enter something to search for',
    tooLongMessage: 'Search text is too long',
  }).min(1, 'Enter something to search for'),
  category: categoryFilter,
  ignoreLocation: ignoreLocationSchema,
  dismiss: dismissSchema,
  ...priceFilterSchemas,
  ...pagingSchemas,
});
/** What a client asks GET /api/events/search for; `dismiss` as the query string carries it ('category,date'). */
export type SearchEventsQuery = Omit<
  ClientQuery<typeof searchEventsQuerySchema, 'q' | 'ignoreLocation'>,
  'dismiss'
> & {
  dismiss?: z.input<typeof searchEventsQuerySchema>['dismiss'];
};

/** How a natural-language query was understood; the search page shows it as removable chips. */
export const interpretedQuerySchema = z.object({
  category: z.string().nullable(),
  place: z
    .object({ label: z.string(), city: z.string(), region: z.string(), lat: z.number(), lon: z.number() })
    .nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  dateLabel: z.string().nullable(),
  text: z.string(),
  /**
   * 'filter' keeps only events of the category; 'rank' (a word that may be a name as much as a kind,
   * "thanksgiving") keeps every event that says the words and lists the category's first.
   */
  categoryMode: z.enum(['filter', 'rank']),
  /** The readings the searcher dismissed (echoed from `dismiss`). */
  dismissed: z.array(z.enum(SEARCH_READINGS)),
  /** Misspelt words read as known words: [{ typed: 'satruday', readAs: 'saturday' }]. */
  corrections: z.array(z.object({ typed: z.string(), readAs: z.string() })),
  /**
   * A price read from the words ("free", "under $20", "cheap") or asked for (free, maxPrice):
   * `label` is the chip ('Free', 'Under $20', 'Cheap'), `meaning` what it keeps ('Free or $20 or less').
   */
  price: z
    .object({ isFree: z.boolean(), maxPrice: z.number().nullable(), label: z.string(), meaning: z.string() })
    .nullable(),
});
export type InterpretedQuery = z.infer<typeof interpretedQuerySchema>;

/** A nearby search offered when nothing matches, with how many events it finds. */
export const searchSuggestionSchema = z.object({
  /** 'Any date', 'Anywhere, not only near Austin, TX', 'Anywhere, not only near me', 'Any kind of event, not only Birthday'. */
  label: z.string(),
  dismiss: z.array(z.enum(SEARCH_READINGS)),
  ignoreLocation: z.boolean(),
  count: z.number(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchEventsResponseSchema = eventListResponseSchema.extend({
  interpreted: interpretedQuerySchema,
  /** Only when the first page is empty: the same search with one reading dropped, each with its count. */
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchEventsResponse = z.infer<typeof searchEventsResponseSchema>;

// ---- Hosting (create and edit) -------------------------------------------------------------

/** A local path (starting with /) or an http(s) URL. */
export const imageRefSchema = singleLineText({
  max: 2048,
  label: 'Image URL',
  tooLongMessage: 'Image URL is too long',
}).refine(
  (v) => v.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(v),
  'Invalid Image URL - The URL provided is not a valid image URL',
);

const optionalText = (max: number, label: string) => singleLineText({ max, label }).nullish();

/** A price in whole US cents, from $0 to MAX_PRICE_CENTS; null or absent for none. */
const priceCentsSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} can’t be negative`)
    .max(MAX_PRICE_CENTS, `${label} can be at most $${(MAX_PRICE_CENTS / 100).toLocaleString('en-US')}`)
    .nullish()
    .transform((v) => v ?? null);

/** A ticket link leaves Confetti, so only https is taken: a person pays there. */
const ticketUrlSchema = httpUrlText({
  max: 2048,
  label: 'Ticket link',
  invalidMessage: 'Ticket link must be a valid https:// URL',
  tooLongMessage: 'Ticket link is too long',
}).refine((v) => /^https:\/\//i.test(v), 'Ticket link must start with https://');

export const eventFieldsSchema = z.object({
  title: singleLineText({ max: 200, label: 'Title', requiredMessage: 'Title is required' }).min(
    1,
    'Title is required',
  ),
  description: multiLineText({
    max: 10_000,
    label: 'Description',
    requiredMessage: 'Description is required',
  }).min(1, 'Description is required'),
  date: singleLineText({ max: 100, label: 'Date', requiredMessage: 'Date and time are required' })
    .min(1, 'Date and time are required')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Please enter a valid date and time'),
  location: singleLineText({
    max: 300,
    label: 'Location',
    requiredMessage: 'Location is required',
    tooLongMessage: 'Location is too long',
  }).min(1, 'Location is required'),
  category: z
    .enum(EVENT_CATEGORIES, { error: 'Choose an event type from the list' })
    .default(DEFAULT_EVENT_CATEGORY),
  image: z
    .union([z.literal(''), imageRefSchema])
    .nullish()
    .transform((v) => v || null),
  metaTitle: optionalText(200, 'Meta title'),
  metaDescription: multiLineText({ max: 500, label: 'Meta description' }).nullish(),
  metaImage: z
    .union([z.literal(''), imageRefSchema])
    .nullish()
    .transform((v) => v || null),
  eviteSynced: z.boolean().default(false),
  eviteInvitationUrl: z
    .union([
      z.literal(''),
      httpUrlText({ max: 2048, label: 'Evite invitation URL', invalidMessage: 'Must be a valid URL' }),
    ])
    .nullish()
    .transform((v) => v || null),
  eviteEventId: optionalText(200, 'Evite event ID'),
  eviteSyncStatus: optionalText(100, 'Evite sync status'),
  admission: z
    .enum(ADMISSION_KINDS, { error: 'Admission must be free, paid, donation or unlisted' })
    .default('unlisted'),
  priceMinCents: priceCentsSchema('Price'),
  priceMaxCents: priceCentsSchema('Highest price'),
  ticketUrl: z
    .union([z.literal(''), ticketUrlSchema])
    .nullish()
    .transform((v) => v || null),
  isSoldOut: z.boolean({ error: 'isSoldOut must be true or false' }).default(false),
});

/**
 * How a new event repeats. Weekly on chosen days (the first date's day when none are chosen) every
 * `interval` weeks, or monthly on the first date's day of the month or its weekday of the month ("the
 * 2nd Tuesday", "the last Friday"), every `interval` months. It ends on a day (`endsOn`, at the
 * event's place), after `count` dates, or never (dates are then made a year ahead at a time).
 */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(['weekly', 'monthly'], { error: 'Choose whether it repeats weekly or monthly' }),
    interval: z
      .number({ error: 'How often must be a number' })
      .int('How often must be a whole number')
      .min(1, 'It must repeat at least every 1')
      .max(12, 'It can repeat at most every 12 weeks or months')
      .default(1),
    weekdays: z
      .array(z.enum(WEEKDAY_CODES, { error: 'Days must be MO, TU, WE, TH, FR, SA or SU' }))
      .max(7)
      .default([]),
    monthlyBy: z.enum(['dayOfMonth', 'weekdayOfMonth']).default('dayOfMonth'),
    endsOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the last day as YYYY-MM-DD')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a real last day')
      .nullish()
      .transform((v) => v ?? null),
    count: z
      .number({ error: 'Number of dates must be a number' })
      .int('Number of dates must be a whole number')
      .min(2, 'A series needs at least 2 dates')
      .max(MAX_SERIES_DATES, `A series can have at most ${MAX_SERIES_DATES} dates`)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((r) => r.endsOn === null || r.count === null, {
    message: 'End the series on a day or after a number of dates, not both',
    path: ['count'],
  });
export type RecurrenceInput = z.input<typeof recurrenceSchema>;
export type Recurrence = z.output<typeof recurrenceSchema>;

/**
 * PATCH and DELETE /api/events/:id on a date of a series: 'occurrence' changes or cancels this date
 * alone; 'series' every date from now on (dates edited on their own keep their own changes).
 */
export const eventScopeQuerySchema = z.object({
  scope: z
    .enum(['occurrence', 'series'], { error: 'scope must be occurrence or series' })
    .default('occurrence'),
});
export type EventScope = z.output<typeof eventScopeQuerySchema>['scope'];

/** GET /api/events/:id/series: every date of the series from now on, soonest first. */
export const seriesDatesResponseSchema = z.object({
  series: eventSeriesInfoSchema.omit({ occurrenceStart: true, isException: true }),
  dates: z.array(z.object({ id: z.number(), date: z.string(), isException: z.boolean() })),
});
export type SeriesDatesResponse = z.infer<typeof seriesDatesResponseSchema>;

/** Adds an issue for each admission field that does not fit the others (see admissionIssuesOf). */
export function refineAdmission(
  body: {
    admission?: (typeof ADMISSION_KINDS)[number];
    priceMinCents?: number | null;
    priceMaxCents?: number | null;
  },
  ctx: z.RefinementCtx,
): void {
  const fields = {
    admission: body.admission ?? 'unlisted',
    priceMinCents: body.priceMinCents ?? null,
    priceMaxCents: body.priceMaxCents ?? null,
  };
  for (const issue of admissionIssuesOf(fields)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/**
 * POST /api/events. Legacy clients also send userId/organizerId (ignored: the organizer is always
 * the signed-in user), socialPosts (ignored: posts are recorded through their own calls) and a
 * generate-image flag.
 */
export const createEventBodySchema = eventFieldsSchema
  .extend({
    userId: z.unknown().optional(),
    organizerId: z.unknown().optional(),
    socialPosts: z.unknown().optional(),
    shouldGenerateImage: z.boolean().optional(),
    generateImage: z.boolean().optional(),
    /** Makes the event repeat: each date becomes an event of its own, linked as one series. */
    recurrence: recurrenceSchema.nullish(),
  })
  .superRefine(refineAdmission);
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/**
 * PATCH /api/events/:id: any subset of the fields. An absent field keeps its stored value: the create
 * defaults (category Social, eviteSynced false) must not apply here, or a title-only edit would reset them.
 */
export const updateEventBodySchema = eventFieldsSchema
  .extend({
    category: eventFieldsSchema.shape.category.unwrap(),
    eviteSynced: eventFieldsSchema.shape.eviteSynced.unwrap(),
    admission: eventFieldsSchema.shape.admission.unwrap(),
    isSoldOut: eventFieldsSchema.shape.isSoldOut.unwrap(),
  })
  .partial()
  .extend({
    socialPosts: z.unknown().optional(),
    organizerId: z.unknown().optional(),
    userId: z.unknown().optional(),
  });
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

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

/** Largest radius a public calendar feed accepts, in miles. */
export const EVENTS_FEED_MAX_RADIUS_MILES = 500;
const unknownFeedCategoryMessage = `Unknown category. Choose one of: ${ALL_EVENT_CATEGORIES.join(', ')}`;
const feedPlaceText = (label: string) => singleLineText({ max: 100, label }).optional();

/**
 * GET /api/calendar/feeds/events.ics: a public, live feed of upcoming events. A place is a city,
 * best with its state (`region`, a code or a name; a city alone is the most populous of that name,
 * which the feed's name then states), and an optional radius in miles (50 by default); `q` is read
 * as a search is. Every filter is optional; with none the feed holds the soonest events anywhere.
 */
export const eventsFeedQuerySchema = z
  .object({
    city: feedPlaceText('City'),
    region: feedPlaceText('State'),
    radius: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ error: 'Radius must be a number of miles' })
        .int('Radius must be a whole number of miles')
        .min(1, 'Radius must be at least 1 mile')
        .max(EVENTS_FEED_MAX_RADIUS_MILES, `Radius must be at most ${EVENTS_FEED_MAX_RADIUS_MILES} miles`)
        .optional(),
    ),
    category: singleLineText({ max: 100, label: 'Category' })
      .transform((value, ctx) => {
        if (value === '') return undefined;
        const wanted = value.toLowerCase();
        const category = ALL_EVENT_CATEGORIES.find((c) => c.toLowerCase() === wanted);
        if (!category) {
          ctx.addIssue({ code: 'custom', message: unknownFeedCategoryMessage });
          return z.NEVER;
        }
        return category;
      })
      .optional(),
    q: singleLineText({ max: 200, label: 'Search text' }).optional(),
    /** Readings of `q` the searcher removed, as on the search page. */
    dismiss: dismissSchema,
    ...priceFilterSchemas,
  })
  .superRefine((query, ctx) => {
    if (!query.city && (query.region || query.radius !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['city'],
        message: 'Add a city for the state and radius, for example city=Austin&region=TX',
      });
    }
  });
/** What a client asks the public events feed for. */
export type EventsFeedQuery = z.input<typeof eventsFeedQuerySchema>;

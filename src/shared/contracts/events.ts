import { z } from 'zod';
import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES, SOCIAL_POST_PLATFORMS } from '../constants.ts';
import { httpUrlText, multiLineText, singleLineText } from '../lib/text.ts';
import { idSchema, ignoreLocationSchema, locationSchema, pagingSchemas } from './common.ts';

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

/** An event as every API answer shows it (spec part 1 §3, part 2 §3). Dates are ISO strings. */
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const categoryFilter = singleLineText({ max: 100, label: 'Category' }).optional();

/** GET /api/events. `creator` filters by organizer ('me' for the signed-in user); `when` picks upcoming, past or all. */
export const listEventsQuerySchema = z.object({
  category: categoryFilter,
  ignoreLocation: ignoreLocationSchema,
  creator: z.union([z.literal('me'), idSchema('creator must be me or a user ID')]).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  ...pagingSchemas,
});
/** What a client asks GET /api/events for (the query schema's input, typed for callers). */
export type ListEventsQuery = {
  category?: string;
  ignoreLocation: boolean;
  creator?: 'me' | number;
  when?: 'upcoming' | 'past' | 'all';
  limit?: number;
  offset?: number;
};

export const eventListResponseSchema = z.object({
  events: z.array(eventSchema),
  userLocation: locationSchema,
  /** Matching events in all pages. */
  total: z.number(),
  /** Of those, how many have not happened yet. */
  upcomingTotal: z.number(),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/** Readings of a search the searcher can dismiss (by removing its chip). */
export const SEARCH_READINGS = ['category', 'place', 'date'] as const;
export type SearchReading = (typeof SEARCH_READINGS)[number];

/**
 * `dismiss`: comma-separated readings not to apply ('category,date'); the text in `q` stays as typed,
 * so removing a chip always changes the search even when the words would read the same again.
 */
const dismissSchema = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((value, ctx) => {
    const parts = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const unknown = parts.filter((part) => !(SEARCH_READINGS as readonly string[]).includes(part));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `dismiss takes ${SEARCH_READINGS.join(', ')} (got ${unknown.join(', ')})`,
      });
      return z.NEVER;
    }
    return [...new Set(parts)] as SearchReading[];
  });

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
  ...pagingSchemas,
});

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

export const bookmarkSchema = z.object({
  id: z.number(),
  userId: z.number(),
  eventId: z.number(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const eventIdParamSchema = z.object({
  eventId: idSchema('Invalid event ID'),
});

export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: 'No location provided' })
    .trim()
    .min(1, 'No location provided')
    .max(300, 'Location is too long'),
});
export const geocodeResponseSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  city: z.string(),
  region: z.string(),
  label: z.string(),
  /** 'fallback' when only the city (or the default state) could be placed. */
  precision: z.enum(['zip', 'city', 'fallback']),
});

export const placeSuggestionsQuerySchema = z.object({
  q: singleLineText({ max: 100, label: 'Place' }).default(''),
});
export const placeSuggestionSchema = z.object({
  label: z.string(),
  city: z.string(),
  region: z.string(),
  lat: z.number(),
  lon: z.number(),
  timeZone: z.string(),
});

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
});

/**
 * POST /api/events. Legacy clients also send userId/organizerId (ignored: the organizer is always
 * the signed-in user), socialPosts (ignored: posts are recorded through their own calls) and a
 * generate-image flag.
 */
export const createEventBodySchema = eventFieldsSchema.extend({
  userId: z.unknown().optional(),
  organizerId: z.unknown().optional(),
  socialPosts: z.unknown().optional(),
  shouldGenerateImage: z.boolean().optional(),
  generateImage: z.boolean().optional(),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/**
 * PATCH /api/events/:id: any subset of the fields. An absent field keeps its stored value: the create
 * defaults (category Social, eviteSynced false) must not apply here, or a title-only edit would reset them.
 */
export const updateEventBodySchema = eventFieldsSchema
  .extend({
    category: eventFieldsSchema.shape.category.unwrap(),
    eviteSynced: eventFieldsSchema.shape.eviteSynced.unwrap(),
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

/** GET /api/bookmarks/:eventId answers the bookmark or null. */
export const bookmarkOrNullResponseSchema = bookmarkSchema.nullable();
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

import { z } from 'zod';
import { ALL_EVENT_CATEGORIES } from '../constants.ts';
import { MAX_PRICE_CENTS } from '../lib/admission.ts';
import { singleLineText } from '../lib/text.ts';
import { type ClientQuery, dismissListSchema, ignoreLocationSchema, pagingSchemas } from './common.ts';
import { placeSuggestionSchema } from './place.ts';

// Searching events: the filters lists share, the words of a search and how they were read, and the
// public feed (read as a search is). Part of the events contract; import it through events.ts.

/** A list's category filter: any text, matched case-insensitively (an unknown one reads as Other). */
export const categoryFilter = singleLineText({ max: 100, label: 'Category' }).optional();

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
  place: placeSuggestionSchema.nullable(),
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

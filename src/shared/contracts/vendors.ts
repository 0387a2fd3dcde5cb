import { z } from 'zod';
import { findVendorCategory, VENDOR_CATEGORIES, VENDOR_SEARCH_READINGS } from '../constants.ts';
import { singleLineText } from '../lib/text.ts';
import {
  type ClientQuery,
  dismissListSchema,
  idSchema,
  ignoreLocationSchema,
  locationSchema,
  pagingSchemas,
} from './common.ts';
import { placePointSchema, placeSuggestionSchema } from './place.ts';
import { emptyToNull, optionalText } from './vendors-profile.ts';

// The vendors contract. This module is its one entry point: profiles (vendors-profile.ts) and quote
// requests (vendors-quotes.ts) are kept in their own files and re-exported here.
export * from './vendors-profile.ts';
export * from './vendors-quotes.ts';

const unknownCategoryMessage = `Unknown vendor category. Choose one of: ${VENDOR_CATEGORIES.join(', ')}`;

/** A category in any case, answered in its canonical spelling; empty means none. */
const vendorCategoryFilter = z
  .string({ error: unknownCategoryMessage })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const category = findVendorCategory(value);
    if (!category) {
      ctx.addIssue({ code: 'custom', message: unknownCategoryMessage });
      return z.NEVER;
    }
    return category;
  });

/** A vendor id in a path. */
export const vendorIdParamSchema = z.object({
  id: idSchema('Invalid vendor ID'),
});

/**
 * GET /api/vendors. An empty category means all vendors. `q` is a plain-English search ("dj in
 * austin", "caterers under $500"); blank means none.
 */
export const listVendorsQuerySchema = z.object({
  category: vendorCategoryFilter.optional(),
  ignoreLocation: ignoreLocationSchema,
  q: singleLineText({ max: 200, label: 'Search text', tooLongMessage: 'Search text is too long' }).optional(),
  dismiss: dismissListSchema(VENDOR_SEARCH_READINGS),
  ...pagingSchemas,
});
/** What a client asks GET /api/vendors for. */
export type ListVendorsQuery = ClientQuery<typeof listVendorsQuerySchema, 'ignoreLocation'>;

/** How a plain-English vendor search was read; the directory shows it as removable chips. */
export const vendorSearchInterpretedSchema = z.object({
  /** The trade the words name ('DJ' from "deejay"), or the tab's category. */
  category: z.string().nullable(),
  /** A named place: vendors who travel there (their travel distance, 50 miles when unset). */
  place: placeSuggestionSchema.nullable(),
  /** Dollars: only vendors with a service at or under this price. */
  maxPrice: z.number().nullable(),
  /** The remaining words, lower case. */
  text: z.string(),
  /**
   * 'filter' keeps only vendors whose name, description or services say the words; 'rank' (the words
   * came with a trade, "face painter for a kids party") keeps the trade's vendors and lists those saying
   * the words first.
   */
  textMode: z.enum(['filter', 'rank']),
  /** The readings the searcher dismissed (echoed from `dismiss`). */
  dismissed: z.array(z.enum(VENDOR_SEARCH_READINGS)),
});
export type VendorSearchInterpreted = z.infer<typeof vendorSearchInterpretedSchema>;

export const BADGE_KEYS = ['verified', 'topRated', 'quickResponder', 'insured', 'backgroundChecked'] as const;
export type BadgeKey = (typeof BADGE_KEYS)[number];

/** A badge and the rule that earned it, in words a visitor can read. */
export const vendorBadgeSchema = z.object({
  key: z.enum(BADGE_KEYS),
  label: z.string(),
  rule: z.string(),
});
export type VendorBadge = z.infer<typeof vendorBadgeSchema>;

export const vendorServiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** Dollars. */
  price: z.number(),
  durationMinutes: z.number().nullable(),
  minimumBookingNoticeDays: z.number().nullable(),
  maximumBookingNoticeDays: z.number().nullable(),
});
export type VendorService = z.infer<typeof vendorServiceSchema>;

/** A vendor as the directory lists it. */
export const vendorSummarySchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  location: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  ...placePointSchema.shape,
  travelDistance: z.number().nullable(),
  yearsOfExperience: z.number().nullable(),
  /** The vendor's own words ("within a day"). */
  responseTime: z.string().nullable(),
  /** Median minutes to reply over the last 20 replied quote requests; null until 3 replies. */
  measuredResponseMinutes: z.number().nullable(),
  verified: z.boolean(),
  insuranceVerified: z.boolean(),
  backgroundChecked: z.boolean(),
  /** Whole stars from 0 to 5 for API clients that read `rating`; the measured one is `averageRating`. */
  rating: z.number(),
  /** One decimal; null before the first review. */
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
  /** Miles from the visitor, when both places are known. */
  distanceMiles: z.number().nullable(),
  badges: z.array(vendorBadgeSchema),
  createdAt: z.string(),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

/** GET /api/vendors/{id}: everything about one vendor. */
export const vendorSchema = vendorSummarySchema.extend({
  cancellationPolicy: z.string().nullable(),
  socialMedia: z.record(z.string(), z.string()),
  creator: z.object({ username: z.string(), name: z.string() }).nullable(),
  services: z.array(vendorServiceSchema),
  /** Uploaded pictures of the vendor's work (/images/{id}). */
  gallery: z.array(z.string()),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorListResponseSchema = z.object({
  vendors: z.array(vendorSummarySchema),
  userLocation: locationSchema,
  /** Matching vendors in all pages. */
  total: z.number(),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
  /** How `q` was read; null without a search. */
  interpreted: vendorSearchInterpretedSchema.nullable(),
});
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;

export const favoriteResponseSchema = z.object({ favorited: z.boolean() });
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

/**
 * POST /api/vendors/{id}/verify: each flag sent is set or cleared; with none at all, `verified`
 * flips. `insuranceVerified` and `backgroundChecked` are the Insured and Background Checked badges.
 */
export const verifyVendorBodySchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      verified: z.boolean({ error: 'verified must be true or false' }).optional(),
      insuranceVerified: z.boolean({ error: 'insuranceVerified must be true or false' }).optional(),
      backgroundChecked: z.boolean({ error: 'backgroundChecked must be true or false' }).optional(),
    })
    .strict(),
);

// ---- Reviews -------------------------------------------------------------------------------

const reviewShape = {
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  review: optionalText(2000, 'Review'),
  /** The day of the event the vendor worked (YYYY-MM-DD); the server rejects a future day. */
  eventDate: z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the event date as YYYY-MM-DD')
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date')
      .nullish(),
  ),
};
export const createReviewBodySchema = z.object(reviewShape).strict();
export const updateReviewBodySchema = z.object(reviewShape).partial().strict();

export const reviewPathParamSchema = vendorIdParamSchema.extend({
  reviewId: z.coerce
    .number({ error: 'Invalid review ID' })
    .int('Invalid review ID')
    .positive('Invalid review ID')
    .max(2_147_483_647, 'Invalid review ID'),
});

export const listReviewsQuerySchema = z.object({
  limit: pagingSchemas.limit.unwrap().max(100, 'limit must be at most 100').default(10),
  offset: pagingSchemas.offset,
});

export const vendorReviewSchema = z.object({
  id: z.number(),
  vendorId: z.number(),
  userId: z.number(),
  rating: z.number(),
  review: z.string().nullable(),
  eventDate: z.string().nullable(),
  createdAt: z.string(),
  /** The reviewer had asked this vendor for a quote before writing the review. */
  verified: z.boolean(),
  reviewer: z.object({ username: z.string(), name: z.string() }),
});
export type VendorReview = z.infer<typeof vendorReviewSchema>;

export const reviewListResponseSchema = z.object({
  reviews: z.array(vendorReviewSchema),
  total: z.number(),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
  averageRating: z.number().nullable(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

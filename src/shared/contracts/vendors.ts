import { z } from 'zod';
import { VENDOR_CATEGORIES, type VendorCategory } from '../constants.ts';
import { idSchema, ignoreLocationSchema, locationSchema, pagingSchemas } from './common.ts';

/** The canonical spelling of a vendor category, whatever its case; null when it is not one. */
export function findVendorCategory(value: string): VendorCategory | null {
  const wanted = value.trim().toLowerCase();
  return VENDOR_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

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

/** GET /api/vendors. An empty category means all vendors. */
export const listVendorsQuerySchema = z.object({
  category: vendorCategoryFilter.optional(),
  ignoreLocation: ignoreLocationSchema,
  ...pagingSchemas,
});
/** What a client asks GET /api/vendors for. */
export type ListVendorsQuery = {
  category?: string;
  ignoreLocation: boolean;
  limit?: number;
  offset?: number;
};

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
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  travelDistance: z.number().nullable(),
  yearsOfExperience: z.number().nullable(),
  /** The vendor's own words ("within a day"). */
  responseTime: z.string().nullable(),
  verified: z.boolean(),
  insuranceVerified: z.boolean(),
  backgroundChecked: z.boolean(),
  /** Whole stars, as the spec's `rating`. */
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
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorListResponseSchema = z.object({
  vendors: z.array(vendorSummarySchema),
  userLocation: locationSchema,
  /** Matching vendors in all pages. */
  total: z.number(),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;

export const favoriteResponseSchema = z.object({ favorited: z.boolean() });
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

/** POST /api/vendors/{id}/verify: `verified` sets or clears the flag; no body flips it. */
export const verifyVendorBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({ verified: z.boolean({ error: 'verified must be true or false' }).optional() }),
);

// ---- Vendor profiles (create, edit) --------------------------------------------------------

const INVALID_URL = 'Please enter a valid URL';
const httpUrl = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .regex(/^https?:\/\/[^\s]+$/i, INVALID_URL);
/** Empty text becomes null, so a cleared field clears the stored value. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalUrl = z.preprocess(emptyToNull, httpUrl.nullish());
const optionalText = (max: number, label: string) =>
  z.preprocess(
    emptyToNull,
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish(),
  );
/** A count of miles or years: at least 0; empty becomes null. */
const optionalCount = (label: string, max: number) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max}`)
      .nullish(),
  );

export const vendorServiceInputSchema = z
  .object({
    /** An existing service to keep and edit; omitted for a new one. */
    id: z.number().int().positive().optional(),
    name: z
      .string({ error: 'Service name is required' })
      .trim()
      .min(1, 'Service name is required')
      .max(120, 'Service name must be at most 120 characters'),
    description: optionalText(1000, 'Service description'),
    price: z.coerce
      .number({ error: 'Price must be a number' })
      .min(0, 'Price must be 0 or more')
      .max(1_000_000, 'Price must be at most $1,000,000'),
    durationMinutes: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: 'Duration must be a number' })
        .int('Duration must be whole minutes')
        .min(1, 'Duration must be at least 1 minute')
        .max(10_080, 'Duration must be at most a week')
        .nullish(),
    ),
    minimumBookingNoticeDays: optionalCount('Minimum notice', 730),
    maximumBookingNoticeDays: optionalCount('Maximum notice', 730),
  })
  .refine(
    (s) =>
      s.minimumBookingNoticeDays == null ||
      s.maximumBookingNoticeDays == null ||
      s.minimumBookingNoticeDays <= s.maximumBookingNoticeDays,
    { path: ['maximumBookingNoticeDays'], message: 'Maximum notice must be at least the minimum notice' },
  );

const vendorFieldShape = {
  name: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(1, 'Business name is required')
    .max(120, 'Business name must be at most 120 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? (findVendorCategory(value) ?? value) : value),
    z.enum(VENDOR_CATEGORIES, { error: 'Choose a vendor category from the list' }),
  ),
  contactEmail: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(254, 'Invalid email address')
    .email('Invalid email address'),
  contactPhone: z
    .string({ error: 'Phone number must be at least 10 digits' })
    .trim()
    .max(40, 'Phone number is too long')
    .refine((v) => v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits'),
  website: optionalUrl,
  logo: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(2048, 'URL is too long')
      .refine((v) => /^\/images\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), INVALID_URL)
      .nullish(),
  ),
  location: z
    .string({ error: 'Location is required' })
    .trim()
    .min(1, 'Location is required')
    .max(300, 'Location is too long'),
  travelDistance: optionalCount('Travel distance', 3000),
  yearsOfExperience: optionalCount('Years of experience', 100),
  responseTime: optionalText(100, 'Response time'),
  cancellationPolicy: optionalText(2000, 'Cancellation policy'),
  socialMedia: z
    .record(
      z.string().trim().min(1, 'Platform name is required').max(40, 'Platform name is too long'),
      httpUrl,
    )
    .refine((m) => Object.keys(m).length <= 10, 'At most 10 social links')
    .default({}),
  services: z.array(vendorServiceInputSchema).max(30, 'At most 30 services').default([]),
};

/** POST /api/vendors. */
export const createVendorBodySchema = z.object(vendorFieldShape).strict();

/** PATCH /api/vendors/{id}: only the fields sent change; `services` replaces the whole list. */
export const updateVendorBodySchema = z
  .object({
    ...vendorFieldShape,
    socialMedia: vendorFieldShape.socialMedia.removeDefault().optional(),
    services: z.array(vendorServiceInputSchema).max(30, 'At most 30 services').optional(),
  })
  .partial()
  .strict();

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
  /** The reviewer asked this vendor for a quote at least a day before reviewing. */
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

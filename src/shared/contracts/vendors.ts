import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, VENDOR_CATEGORIES, type VendorCategory } from '../constants.ts';
import { idSchema, locationSchema } from './common.ts';

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

const booleanString = z
  .enum(['true', 'false'], { error: "ignoreLocation must be 'true' or 'false'" })
  .default('false')
  .transform((v) => v === 'true');

const paging = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
};

/** A vendor id in a path. */
export const vendorIdParamSchema = z.object({
  id: idSchema('Invalid vendor ID'),
});

/** GET /api/vendors. An empty category means all vendors. */
export const listVendorsQuerySchema = z.object({
  category: vendorCategoryFilter.optional(),
  ignoreLocation: booleanString,
  ...paging,
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

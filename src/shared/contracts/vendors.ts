import { z } from 'zod';
import {
  findVendorCategory,
  QUOTE_MESSAGE_MAX,
  VENDOR_CATEGORIES,
  VENDOR_SEARCH_READINGS,
} from '../constants.ts';
import { multiLineText, singleLineText } from '../lib/text.ts';
import {
  type ClientQuery,
  dismissListSchema,
  idSchema,
  ignoreLocationSchema,
  locationSchema,
  pagingSchemas,
} from './common.ts';

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
  place: z
    .object({ label: z.string(), city: z.string(), region: z.string(), lat: z.number(), lon: z.number() })
    .nullable(),
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
  lat: z.number().nullable(),
  lon: z.number().nullable(),
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

// ---- Vendor profiles (create, edit) --------------------------------------------------------

const INVALID_URL = 'Please enter a valid URL';
/** An image stored by POST /api/images/uploads (or a drawn poster), by its content id. */
const UPLOADED_IMAGE_URL = /^\/images\/[0-9a-f]{64}$/;
export const MAX_GALLERY_IMAGES = 12;
const httpUrl = singleLineText({ max: 2048, label: 'URL', tooLongMessage: 'URL is too long' }).regex(
  /^https?:\/\/[^\s]+$/i,
  INVALID_URL,
);
/** Empty text becomes null, so a cleared field clears the stored value. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalUrl = z.preprocess(emptyToNull, httpUrl.nullish());
const optionalText = (max: number, label: string) =>
  z.preprocess(emptyToNull, multiLineText({ max, label }).nullish());
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
    name: singleLineText({
      max: 120,
      label: 'Service name',
      requiredMessage: 'Service name is required',
    }).pipe(z.string().min(1, 'Service name is required')),
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
  name: singleLineText({
    max: 120,
    label: 'Business name',
    requiredMessage: 'Business name is required',
  }).pipe(z.string().min(1, 'Business name is required')),
  description: multiLineText({
    max: 5000,
    label: 'Description',
    requiredMessage: 'Description is required',
  }).pipe(z.string().min(1, 'Description is required')),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? (findVendorCategory(value) ?? value) : value),
    z.enum(VENDOR_CATEGORIES, { error: 'Choose a vendor category from the list' }),
  ),
  contactEmail: singleLineText({
    max: 254,
    label: 'Email address',
    requiredMessage: 'Invalid email address',
    tooLongMessage: 'Invalid email address',
  }).pipe(z.email('Invalid email address')),
  contactPhone: singleLineText({
    max: 40,
    label: 'Phone number',
    requiredMessage: 'Phone number must be at least 10 digits',
    tooLongMessage: 'Phone number is too long',
  }).refine((v) => v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits'),
  website: optionalUrl,
  logo: z.preprocess(
    emptyToNull,
    singleLineText({ max: 2048, label: 'Logo URL', tooLongMessage: 'URL is too long' })
      .refine((v) => /^\/images\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), INVALID_URL)
      .nullish(),
  ),
  gallery: z
    .array(z.string().regex(UPLOADED_IMAGE_URL, 'Gallery pictures must be images uploaded here'))
    .max(MAX_GALLERY_IMAGES, `At most ${MAX_GALLERY_IMAGES} gallery pictures`)
    .default([]),
  location: singleLineText({
    max: 300,
    label: 'Location',
    requiredMessage: 'Location is required',
    tooLongMessage: 'Location is too long',
  }).pipe(z.string().min(1, 'Location is required')),
  travelDistance: optionalCount('Travel distance', 3000),
  yearsOfExperience: optionalCount('Years of experience', 100),
  responseTime: optionalText(100, 'Response time'),
  cancellationPolicy: optionalText(2000, 'Cancellation policy'),
  socialMedia: z
    .record(
      singleLineText({ max: 40, label: 'Platform name', tooLongMessage: 'Platform name is too long' }).pipe(
        z.string().min(1, 'Platform name is required'),
      ),
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
    gallery: vendorFieldShape.gallery.removeDefault().optional(),
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

// ---- Quote requests ------------------------------------------------------------------------

/** POST /api/vendors/{id}/quote-requests. */
export const createQuoteRequestBodySchema = z
  .object({
    /** The day of the party (YYYY-MM-DD); the server refuses a day already past. */
    eventDate: z
      .string({ error: 'Enter the event date' })
      .min(1, { error: 'Enter the event date', abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the event date as YYYY-MM-DD')
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date'),
    guestCount: z.coerce
      .number({ error: 'Guest count must be a number' })
      .int('Guest count must be a whole number')
      .min(1, 'Guest count must be at least 1')
      .max(100_000, 'Guest count must be at most 100,000'),
    /** Dollars; empty means no budget given. */
    budget: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: 'Budget must be a number' })
        .min(0, 'Budget must be 0 or more')
        .max(1_000_000, 'Budget must be at most $1,000,000')
        .nullish(),
    ),
    message: multiLineText({
      max: QUOTE_MESSAGE_MAX,
      label: 'Message',
      requiredMessage: 'Tell the vendor about your event',
    }).min(1, 'Tell the vendor about your event'),
    /** One of the caller's own events, when the request is for it. */
    eventId: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : emptyToNull(value)),
      idSchema('Invalid event ID').nullish(),
    ),
  })
  .strict();
export type CreateQuoteRequestBody = z.input<typeof createQuoteRequestBodySchema>;

/** POST /api/quote-requests/{id}/reply. */
export const replyQuoteRequestBodySchema = z
  .object({
    message: multiLineText({
      max: QUOTE_MESSAGE_MAX,
      label: 'Reply',
      requiredMessage: 'Write a reply',
    }).min(1, 'Write a reply'),
  })
  .strict();

/** POST /api/quote-requests/{id}/decline: an optional note for the requester. */
export const declineQuoteRequestBodySchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      message: z.preprocess(emptyToNull, multiLineText({ max: QUOTE_MESSAGE_MAX, label: 'Note' }).nullish()),
    })
    .strict(),
);

export const quoteRequestIdParamSchema = z.object({ id: idSchema('Invalid quote request ID') });

export const listQuoteRequestsQuerySchema = z.object({
  limit: pagingSchemas.limit.unwrap().max(100, 'limit must be at most 100').default(20),
  offset: pagingSchemas.offset,
});

export const QUOTE_REQUEST_STATUSES = ['pending', 'replied', 'declined'] as const;

export const quoteRequestSchema = z.object({
  id: z.number(),
  vendor: z.object({ id: z.number(), name: z.string(), category: z.string() }),
  requester: z.object({ username: z.string(), name: z.string() }),
  event: z.object({ id: z.number(), title: z.string() }).nullable(),
  eventDate: z.string(),
  guestCount: z.number(),
  /** Dollars; null when none was given. */
  budget: z.number().nullable(),
  message: z.string(),
  status: z.enum(QUOTE_REQUEST_STATUSES),
  /** The vendor's reply, or its note when declining. */
  reply: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The newest word in the thread, from either side. */
  lastMessageAt: z.string(),
  /** The other side wrote something the caller has not opened yet. */
  unread: z.boolean(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** POST /api/quote-requests/{id}/messages: the customer or the vendor writes in the thread. */
export const postQuoteMessageBodySchema = z
  .object({
    message: multiLineText({
      max: QUOTE_MESSAGE_MAX,
      label: 'Message',
      requiredMessage: 'Write a message',
    }).min(1, 'Write a message'),
  })
  .strict();
export type PostQuoteMessageBody = z.input<typeof postQuoteMessageBodySchema>;

/** One turn in a quote thread: the request, the vendor's answer, then each follow-up. */
export const quoteMessageSchema = z.object({
  /** `request`, `answer`, or `m<number>` for a follow-up. */
  id: z.string(),
  side: z.enum(['customer', 'vendor']),
  /** The customer's name, or the vendor's business name. */
  authorName: z.string(),
  body: z.string(),
  /** A vendor's answer that declined the request. */
  isDecline: z.boolean(),
  createdAt: z.string(),
});
export type QuoteMessage = z.infer<typeof quoteMessageSchema>;

/** GET /api/quote-requests/{id}: the request and its whole conversation, oldest first. */
export const quoteThreadSchema = quoteRequestSchema.extend({
  /** Which side the caller is on; `admin` reads without taking part. */
  viewerSide: z.enum(['customer', 'vendor', 'admin']),
  messages: z.array(quoteMessageSchema),
});
export type QuoteThread = z.infer<typeof quoteThreadSchema>;

/** GET /api/quote-requests/unread-count: threads with words the caller has not read. */
export const quoteUnreadCountSchema = z.object({
  /** Requests the caller sent where the vendor wrote since the caller last looked. */
  sent: z.number(),
  /** Requests to the caller's vendors with a new request or message from the customer. */
  received: z.number(),
  total: z.number(),
});
export type QuoteUnreadCount = z.infer<typeof quoteUnreadCountSchema>;

export const quoteRequestListResponseSchema = z.object({
  quoteRequests: z.array(quoteRequestSchema),
  total: z.number(),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type QuoteRequestList = z.infer<typeof quoteRequestListResponseSchema>;

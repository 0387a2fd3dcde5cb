import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
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
import { VENDOR_CATEGORIES } from '#shared/constants.ts';
import { QUOTE_REQUEST_STATUSES } from '#shared/contracts/vendors.ts';
import { events } from './events.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The lower-cased text a vendor search matches substrings in, as its trigram index
 * (vendors_search_text_trgm_idx) spells it; a query must use this helper for the index to apply.
 */
export function vendorSearchText(t: {
  name: AnyPgColumn;
  serviceNames: AnyPgColumn;
  description: AnyPgColumn;
}) {
  return sql`lower(${t.name} || ' ' || ${t.serviceNames} || ' ' || ${t.description})`;
}

const vendorCategoryList = sql.raw(VENDOR_CATEGORIES.map((c) => `'${c}'`).join(', '));

export const vendors = pgTable(
  'vendors',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    website: text(),
    logo: text(),
    image: text(),
    location: text().notNull(),
    city: text(),
    region: text(),
    country: text().notNull().default('United States'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    travelDistance: integer(),
    yearsOfExperience: integer(),
    responseTime: text(),
    cancellationPolicy: text(),
    socialMedia: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    verified: boolean().notNull().default(false),
    rating: integer().notNull().default(0),
    // Kept equal to avg/count over vendor_reviews by the review writes (same transaction), so the
    // directory can order by rating from an index instead of aggregating every vendor's reviews.
    averageRating: doublePrecision(),
    reviewCount: integer().notNull().default(0),
    // The vendor's service names (space-separated) and cheapest service price, kept by statement
    // triggers on vendor_services (migration 0008) so search reads one table from its indexes.
    serviceNames: text().notNull().default(''),
    minPriceCents: integer(),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(service_names, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    insuranceVerified: boolean().notNull().default(false),
    backgroundChecked: boolean().notNull().default(false),
    // Median minutes from quote request to reply over the vendor's last 20 replies; null until
    // there are 3. Rewritten by every reply in the same transaction (see quote-requests.repository).
    replyMedianMinutes: doublePrecision(),
    // Uploaded pictures of the vendor's work, as /images/{id} URLs, in the owner's order.
    gallery: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // Made by the admin sample generator; DELETE /api/admin/sample-data removes these rows.
    isSample: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendors_category_idx').on(t.category),
    index('vendors_user_id_idx').on(t.userId),
    index('vendors_is_sample_idx').on(t.isSample).where(sql`${t.isSample}`),
    index('vendors_lat_lon_idx').on(t.latitude, t.longitude),
    index('vendors_rank_idx').on(t.verified.desc(), t.averageRating.desc().nullsLast(), t.id),
    index('vendors_category_rank_idx').on(
      t.category,
      t.verified.desc(),
      t.averageRating.desc().nullsLast(),
      t.id,
    ),
    index('vendors_travel_distance_idx').on(t.travelDistance),
    index('vendors_search_vector_idx').using('gin', t.searchVector),
    index('vendors_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('vendors_search_text_trgm_idx').using('gin', sql`${vendorSearchText(t)} gin_trgm_ops`),
    index('vendors_min_price_idx').on(t.minPriceCents),
    check('vendors_category_known', sql`${t.category} in (${vendorCategoryList})`),
    check('vendors_travel_distance_positive', sql`${t.travelDistance} is null or ${t.travelDistance} >= 0`),
    check('vendors_years_positive', sql`${t.yearsOfExperience} is null or ${t.yearsOfExperience} >= 0`),
    check('vendors_rating_range', sql`${t.rating} between 0 and 5`),
  ],
);

export const vendorServices = pgTable(
  'vendor_services',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    priceCents: integer().notNull(),
    durationMinutes: integer(),
    minimumBookingNoticeDays: integer(),
    maximumBookingNoticeDays: integer(),
    image: text(),
  },
  (t) => [
    index('vendor_services_vendor_id_idx').on(t.vendorId),
    check('vendor_services_price_positive', sql`${t.priceCents} >= 0`),
  ],
);

export const vendorReviews = pgTable(
  'vendor_reviews',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    review: text(),
    eventDate: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verified: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('vendor_reviews_vendor_user_key').on(t.vendorId, t.userId),
    index('vendor_reviews_vendor_created_idx').on(t.vendorId, t.createdAt.desc(), t.id.desc()),
    check('vendor_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const vendorFavorites = pgTable(
  'vendor_favorites',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_favorites_user_vendor_key').on(t.userId, t.vendorId),
    index('vendor_favorites_vendor_id_idx').on(t.vendorId),
  ],
);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** Who asked. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the requester's own events, when they picked one. */
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    eventDate: date().notNull(),
    guestCount: integer().notNull(),
    budgetCents: integer(),
    message: text().notNull(),
    status: text({ enum: QUOTE_REQUEST_STATUSES }).notNull().default('pending'),
    reply: text(),
    /** When the vendor replied or declined. */
    respondedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The customer's newest word in the thread (the request itself, then each message). */
    lastCustomerAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The vendor's newest word in the thread (the reply or decline, then each message). */
    lastVendorAt: timestamp({ withTimezone: true }),
    /** When the customer last opened the thread; a vendor word after it is unread. */
    customerReadAt: timestamp({ withTimezone: true }),
    /** When the vendor's owner last opened the thread; a customer word after it is unread. */
    vendorReadAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('quote_requests_vendor_created_idx').on(t.vendorId, t.createdAt.desc(), t.id.desc()),
    index('quote_requests_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('quote_requests_vendor_replied_idx')
      .on(t.vendorId, t.respondedAt.desc())
      .where(sql`${t.status} = 'replied'`),
    index('quote_requests_user_vendor_idx').on(t.userId, t.vendorId, t.createdAt),
    index('quote_requests_event_id_idx').on(t.eventId),
    check('quote_requests_status_known', sql`${t.status} in ('pending', 'replied', 'declined')`),
    check('quote_requests_guest_count_range', sql`${t.guestCount} between 1 and 100000`),
    check('quote_requests_budget_positive', sql`${t.budgetCents} is null or ${t.budgetCents} >= 0`),
  ],
);

/** The conversation after a quote request: each side's follow-up messages, oldest first. */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: serial().primaryKey(),
    quoteRequestId: integer()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** Who wrote it; null once that account is deleted. */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Which side of the thread wrote it. */
    side: text({ enum: ['customer', 'vendor'] }).notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_messages_request_created_idx').on(t.quoteRequestId, t.createdAt, t.id),
    check('quote_messages_side_known', sql`${t.side} in ('customer', 'vendor')`),
  ],
);

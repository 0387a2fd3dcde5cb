import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** lower(username name email): what the admin user search matches; users_search_trgm_idx is on it. */
export function userSearchText(t: { username: AnyPgColumn; name: AnyPgColumn; email: AnyPgColumn }) {
  return sql`lower(${t.username} || ' ' || ${t.name} || ' ' || ${t.email})`;
}

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    // scrypt hash in PHC-like form; null for accounts that only sign in with Google.
    passwordHash: text(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    // Only SHA-256 digests of tokens are stored; the raw token exists in the mail alone.
    verificationTokenHash: text(),
    resetPasswordTokenHash: text(),
    resetPasswordExpires: timestamp({ withTimezone: true }),
    googleId: text(),
    bio: text(),
    avatar: text(),
    isAdmin: boolean().notNull().default(false),
    city: text(),
    region: text(),
    country: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    calendarFeedTokenHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_id_key').on(t.googleId),
    // The admin user list searches this text by substring and pages newest first.
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_is_admin_idx').on(t.isAdmin).where(sql`${t.isAdmin}`),
    uniqueIndex('users_verification_token_key').on(t.verificationTokenHash),
    uniqueIndex('users_calendar_feed_token_key').on(t.calendarFeedTokenHash),
    check('users_username_length', sql`char_length(${t.username}) between 1 and 50`),
    check('users_name_length', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferredCategories: text().array().notNull().default(sql`'{}'::text[]`),
    interestedKeywords: text().array().notNull().default(sql`'{}'::text[]`),
    locationPreference: text(),
    priceRangeMin: integer(),
    priceRangeMax: integer(),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_preferences_user_id_key').on(t.userId),
    check(
      'user_preferences_price_range',
      sql`${t.priceRangeMin} is null or ${t.priceRangeMax} is null or ${t.priceRangeMin} <= ${t.priceRangeMax}`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's random token: a database leak does not leak live sessions.
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/**
 * How an event takes answers. Kept beside the event (one row per event, created on first use) so
 * the answers' rules never widen the events row; the row is also what answers lock, one event at a time.
 */
export const eventRsvpSettings = pgTable(
  'event_rsvp_settings',
  {
    eventId: integer()
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    isEnabled: boolean().notNull().default(true),
    // People going, plus-ones included; null is no limit.
    capacity: integer(),
    deadline: timestamp({ withTimezone: true }),
    isGuestListPublic: boolean().notNull().default(false),
    plusOneMax: integer().notNull().default(2),
    // When the queued reminder job is due; a new one is queued when the event's date moves.
    reminderQueuedFor: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'event_rsvp_settings_capacity_range',
      sql`${t.capacity} is null or ${t.capacity} between 1 and 100000`,
    ),
    check('event_rsvp_settings_plus_one_max_range', sql`${t.plusOneMax} between 0 and 20`),
  ],
);

/** One answer per event and person: a signed-in user, or a guest known by name and email. */
export const rsvps = pgTable(
  'rsvps',
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    guestName: text(),
    guestEmail: text(),
    status: text().notNull(),
    plusOnes: integer().notNull().default(0),
    note: text().notNull().default(''),
    // A guest's answer counts only once the mailed link was opened; users' answers count at once.
    isConfirmed: boolean().notNull().default(true),
    // SHA-256 of the guest's private link token; the raw token exists in the mail alone.
    guestTokenHash: text(),
    // Stored as is: it goes into every host message, and all it can do is stop that event's messages.
    unsubscribeToken: text().notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    isUnsubscribed: boolean().notNull().default(false),
    // The waitlist's order: first come, first promoted.
    waitlistedAt: timestamp({ withTimezone: true }),
    reminderSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rsvps_event_user_key').on(t.eventId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('rsvps_event_guest_email_key')
      .on(t.eventId, sql`lower(${t.guestEmail})`)
      .where(sql`${t.guestEmail} is not null`),
    uniqueIndex('rsvps_guest_token_key').on(t.guestTokenHash),
    uniqueIndex('rsvps_unsubscribe_token_key').on(t.unsubscribeToken),
    index('rsvps_event_status_idx').on(t.eventId, t.status, t.plusOnes).where(sql`${t.isConfirmed}`),
    index('rsvps_event_created_idx').on(t.eventId, t.createdAt, t.id).where(sql`${t.isConfirmed}`),
    index('rsvps_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check('rsvps_status_known', sql`${t.status} in ('going', 'maybe', 'declined', 'waitlisted')`),
    check('rsvps_plus_ones_range', sql`${t.plusOnes} between 0 and 20`),
    check(
      'rsvps_user_or_guest',
      sql`${t.userId} is not null or (${t.guestName} is not null and ${t.guestEmail} is not null)`,
    ),
  ],
);

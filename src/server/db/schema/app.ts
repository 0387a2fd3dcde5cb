import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Mail the app sent (or printed, with no SMTP server). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

/** Uploaded and generated images, kept in the database so every app server can serve them. */
export const storedImages = pgTable('stored_images', {
  // Content hash (hex SHA-256): the same bytes are stored once and the URL never changes meaning.
  id: text().primaryKey(),
  contentType: text().notNull(),
  data: bytea().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  byteSize: integer().notNull(),
  kind: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    content: text().notNull(),
    // eventDetails, discoveredEvents, generateImages, createdEvents.
    payload: jsonb().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_user_id_idx').on(t.userId, t.createdAt),
    check('chat_messages_role_known', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/** Fixed-window counters for rate limits, shared by every app server. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** Small key/value settings the app keeps for itself (e.g. whether the demo seed ran). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * How far a background job has got, written by the job itself so a page can poll it. The queue
 * (pg-boss, in its own pgboss schema) keeps state and retries; this table only adds progress.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: text().primaryKey(),
  queue: text().notNull(),
  done: integer().notNull().default(0),
  total: integer().notNull().default(0),
  message: text(),
  requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to creating requests that carried an `Idempotency-Key`, per user and key: a retried key
 * gets the stored answer instead of creating again. A row without a status is a request in flight,
 * owned until `lockedUntil` (after which a retry may take it over, e.g. when the process died).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: text(),
    contentType: text(),
    /** What the request created, written in the creating transaction (see markCreated). */
    resourceId: integer(),
    lockedUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/** Site settings an administrator changes at run time: one row per setting, its value as JSON. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
});

/** Every change to a site setting: who made it, when, and the value before and after. */
export const siteSettingChanges = pgTable(
  'site_setting_changes',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    /** Null when the setting had no stored value (the built-in default applied). */
    oldValue: jsonb(),
    newValue: jsonb(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_setting_changes_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

import { z } from 'zod';
import { MESSAGE_GROUPS } from '../constants.ts';
import { multiLineText, nameText, singleLineText } from '../lib/text.ts';
import { idSchema, MAX_ID, pagingSchemas } from './common.ts';

/** What a person answers; 'waitlisted' is never asked for, the capacity decides it. */
export const RSVP_ANSWERS = ['going', 'maybe', 'declined'] as const;
export const RSVP_STATUSES = [...RSVP_ANSWERS, 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const MAX_PLUS_ONE_MAX = 20;
export const MAX_CAPACITY = 100_000;
export const RSVP_NOTE_MAX = 500;
/** Confirmation and private-link mails one address may ask for per hour. */
export const GUEST_RSVP_MAILS_PER_HOUR = 5;

export const rsvpEventParamSchema = z.object({ id: idSchema('Invalid event ID') });

/** The private link a guest without an account got by mail (43 base64url characters). */
export const guestTokenParamSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,64}$/, 'This link is not valid. Ask for a new one by answering again.'),
});

const isoDateTime = z.iso.datetime({ offset: true, message: 'deadline must be an ISO 8601 date and time' });

// ---- Host settings ---------------------------------------------------------------------------

export const rsvpSettingsSchema = z.object({
  isEnabled: z.boolean(),
  capacity: z.number().int().nullable(),
  deadline: z.string().nullable(),
  isGuestListPublic: z.boolean(),
  plusOneMax: z.number().int(),
});
export type RsvpSettings = z.output<typeof rsvpSettingsSchema>;

export const updateRsvpSettingsBodySchema = z.strictObject({
  isEnabled: z.boolean({ error: 'isEnabled must be true or false' }),
  capacity: z
    .number({ error: 'Capacity must be a number' })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(MAX_CAPACITY, `Capacity must be at most ${MAX_CAPACITY}`)
    .nullable(),
  deadline: isoDateTime.nullable(),
  isGuestListPublic: z.boolean({ error: 'isGuestListPublic must be true or false' }),
  plusOneMax: z
    .number({ error: 'Plus-one maximum must be a number' })
    .int('Plus-one maximum must be a whole number')
    .min(0, 'Plus-one maximum must be 0 or more')
    .max(MAX_PLUS_ONE_MAX, `Plus-one maximum must be at most ${MAX_PLUS_ONE_MAX}`),
});
export type UpdateRsvpSettingsBody = z.input<typeof updateRsvpSettingsBodySchema>;

// ---- The caller's answer ----------------------------------------------------------------------

const guestSchema = z.strictObject({
  name: nameText({ max: 100, label: 'Name', requiredMessage: 'Name is required' }).pipe(
    z.string().min(1, 'Name is required'),
  ),
  email: z.email({ message: 'Invalid email address' }).max(254, 'Email is too long'),
});

export const putRsvpBodySchema = z.strictObject({
  status: z.enum(RSVP_ANSWERS, { error: "status must be 'going', 'maybe' or 'declined'" }),
  plusOnes: z
    .number({ error: 'Plus-ones must be a number' })
    .int('Plus-ones must be a whole number')
    .min(0, 'Plus-ones must be 0 or more')
    .max(MAX_PLUS_ONE_MAX, `Plus-ones must be at most ${MAX_PLUS_ONE_MAX}`)
    .default(0),
  note: multiLineText({ max: RSVP_NOTE_MAX, label: 'Note' }).default(''),
  /** Required when the caller is not signed in. */
  guest: guestSchema.optional(),
});
export type PutRsvpBody = z.input<typeof putRsvpBodySchema>;

/** A guest changing an answer through the private link: who they are is the link. */
export const putGuestRsvpBodySchema = putRsvpBodySchema.omit({ guest: true });
export type PutGuestRsvpBody = z.input<typeof putGuestRsvpBodySchema>;

export const rsvpSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: z.enum(RSVP_STATUSES),
  plusOnes: z.number().int(),
  note: z.string(),
  /** 1-based place on the waitlist, when waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type Rsvp = z.output<typeof rsvpSchema>;

export const rsvpCountsSchema = z.object({
  /** People going, plus-ones included. */
  going: z.number().int(),
  maybe: z.number().int(),
  declined: z.number().int(),
  waitlisted: z.number().int(),
});
export type RsvpCounts = z.output<typeof rsvpCountsSchema>;

/** Everything the event page's RSVP panel shows, in one answer. */
export const rsvpStateSchema = z.object({
  settings: rsvpSettingsSchema,
  counts: rsvpCountsSchema,
  /** Places left, or null with no capacity. */
  placesLeft: z.number().int().nullable(),
  /** Whether answers are still taken (enabled, before the deadline and the event). */
  isOpen: z.boolean(),
  myRsvp: rsvpSchema.nullable(),
  canManage: z.boolean(),
});
export type RsvpState = z.output<typeof rsvpStateSchema>;

/** A guest without an account answered: nothing counts until the mailed link is opened. */
export const pendingRsvpSchema = z.object({ isPending: z.literal(true), message: z.string() });
export type PendingRsvp = z.output<typeof pendingRsvpSchema>;

/** What the private link's page shows a guest. */
export const guestRsvpSchema = z.object({
  rsvp: rsvpSchema,
  name: z.string(),
  event: z.object({ id: z.number().int(), title: z.string(), date: z.string(), timeZone: z.string() }),
  plusOneMax: z.number().int(),
  isOpen: z.boolean(),
});
export type GuestRsvp = z.output<typeof guestRsvpSchema>;

// ---- Counts on cards and My RSVPs --------------------------------------------------------------

export const rsvpCountsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, 'ids must be up to 100 event IDs separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= MAX_ID), `ids must be event IDs from 1 to ${MAX_ID}`),
});
/** Event id -> people going (plus-ones included); events with nobody going are left out. */
export const goingCountsResponseSchema = z.record(z.string(), z.number().int());
export type GoingCounts = z.output<typeof goingCountsResponseSchema>;

export const myRsvpSchema = z.object({
  rsvp: rsvpSchema,
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    date: z.string(),
    timeZone: z.string(),
    location: z.string(),
    image: z.string().nullable(),
  }),
});
export const myRsvpsResponseSchema = z.array(myRsvpSchema);
export type MyRsvp = z.output<typeof myRsvpSchema>;

export type PutRsvpResponse = Rsvp | PendingRsvp;

// ---- The host's guest list ---------------------------------------------------------------------

/** Guests per page of the guest list unless the client asks for another size, and the most it may. */
export const GUEST_PAGE_SIZE = 50;
export const MAX_GUEST_PAGE_SIZE = 200;

export const guestListQuerySchema = z.object({
  q: singleLineText({ max: 100, label: 'Search' }).optional(),
  status: z
    .enum(RSVP_STATUSES, { error: "status must be 'going', 'maybe', 'declined' or 'waitlisted'" })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_GUEST_PAGE_SIZE, `limit must be at most ${MAX_GUEST_PAGE_SIZE}`)
    .default(GUEST_PAGE_SIZE),
  offset: pagingSchemas.offset,
});

export const hostGuestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  hasAccount: z.boolean(),
  status: z.enum(RSVP_STATUSES),
  plusOnes: z.number().int(),
  note: z.string(),
  waitlistPosition: z.number().int().nullable(),
  isConfirmed: z.boolean(),
  updatedAt: z.string(),
});
export type HostGuest = z.output<typeof hostGuestSchema>;

export const publicGuestSchema = z.object({
  firstName: z.string(),
  avatar: z.string().nullable(),
  plusOnes: z.number().int(),
});

/**
 * One page of the list. `counts` always cover the whole event; `total` is how many guests match the
 * search and status (every page together); `hasMore` says whether more follow, from `nextOffset`.
 */
const guestPageFields = {
  counts: rsvpCountsSchema,
  total: z.number().int(),
  hasMore: z.boolean(),
  nextOffset: z.number().int().nullable(),
};

export const guestListResponseSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('host'), ...guestPageFields, guests: z.array(hostGuestSchema) }),
  z.object({ view: z.literal('public'), ...guestPageFields, guests: z.array(publicGuestSchema) }),
]);
export type GuestList = z.output<typeof guestListResponseSchema>;

export const guestMessageBodySchema = z.strictObject({
  group: z.enum(MESSAGE_GROUPS, { error: "group must be 'all', 'going', 'maybe' or 'waitlisted'" }),
  subject: singleLineText({ max: 150, label: 'Subject' }).pipe(z.string().min(1, 'Subject is required')),
  message: multiLineText({ max: 5000, label: 'Message' }).pipe(z.string().min(1, 'Message is required')),
});
export type GuestMessageBody = z.input<typeof guestMessageBodySchema>;
export const guestMessageResponseSchema = z.object({ recipients: z.number().int() });

export const guestIdParamSchema = z.object({
  id: idSchema('Invalid event ID'),
  guestId: idSchema('Invalid guest ID'),
});

export const unsubscribeParamSchema = z.object({
  token: z.string().regex(/^[a-f0-9]{32}$/, 'This unsubscribe link is not valid.'),
});

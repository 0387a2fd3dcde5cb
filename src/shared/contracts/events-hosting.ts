import { z } from 'zod';
import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES, WEEKDAY_CODES } from '../constants.ts';
import { ADMISSION_KINDS, admissionIssuesOf, MAX_PRICE_CENTS } from '../lib/admission.ts';
import { httpUrlText, multiLineText, singleLineText } from '../lib/text.ts';

// Hosting an event: what create and edit take, how a new event repeats, and which dates an edit
// of a series reaches. Part of the events contract; import it through events.ts.

/** Most dates one series can have; a series without an end is made a year ahead at a time. */
export const MAX_SERIES_DATES = 200;

/** A local path (starting with /) or an http(s) URL. */
export const imageRefSchema = singleLineText({
  max: 2048,
  label: 'Image URL',
  tooLongMessage: 'Image URL is too long',
}).refine(
  (v) => v.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(v),
  'Invalid Image URL - The URL provided is not a valid image URL',
);

const optionalText = (max: number, label: string) => singleLineText({ max, label }).nullish();

/** A price in whole US cents, from $0 to MAX_PRICE_CENTS; null or absent for none. */
const priceCentsSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} can’t be negative`)
    .max(MAX_PRICE_CENTS, `${label} can be at most $${(MAX_PRICE_CENTS / 100).toLocaleString('en-US')}`)
    .nullish()
    .transform((v) => v ?? null);

/** A ticket link leaves Confetti, so only https is taken: a person pays there. */
const ticketUrlSchema = httpUrlText({
  max: 2048,
  label: 'Ticket link',
  invalidMessage: 'Ticket link must be a valid https:// URL',
  tooLongMessage: 'Ticket link is too long',
}).refine((v) => /^https:\/\//i.test(v), 'Ticket link must start with https://');

export const eventFieldsSchema = z.object({
  title: singleLineText({ max: 200, label: 'Title', requiredMessage: 'Title is required' }).min(
    1,
    'Title is required',
  ),
  description: multiLineText({
    max: 10_000,
    label: 'Description',
    requiredMessage: 'Description is required',
  }).min(1, 'Description is required'),
  date: singleLineText({ max: 100, label: 'Date', requiredMessage: 'Date and time are required' })
    .min(1, 'Date and time are required')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Please enter a valid date and time'),
  location: singleLineText({
    max: 300,
    label: 'Location',
    requiredMessage: 'Location is required',
    tooLongMessage: 'Location is too long',
  }).min(1, 'Location is required'),
  category: z
    .enum(EVENT_CATEGORIES, { error: 'Choose an event type from the list' })
    .default(DEFAULT_EVENT_CATEGORY),
  image: z
    .union([z.literal(''), imageRefSchema])
    .nullish()
    .transform((v) => v || null),
  metaTitle: optionalText(200, 'Meta title'),
  metaDescription: multiLineText({ max: 500, label: 'Meta description' }).nullish(),
  metaImage: z
    .union([z.literal(''), imageRefSchema])
    .nullish()
    .transform((v) => v || null),
  eviteSynced: z.boolean().default(false),
  eviteInvitationUrl: z
    .union([
      z.literal(''),
      httpUrlText({ max: 2048, label: 'Evite invitation URL', invalidMessage: 'Must be a valid URL' }),
    ])
    .nullish()
    .transform((v) => v || null),
  eviteEventId: optionalText(200, 'Evite event ID'),
  eviteSyncStatus: optionalText(100, 'Evite sync status'),
  admission: z
    .enum(ADMISSION_KINDS, { error: 'Admission must be free, paid, donation or unlisted' })
    .default('unlisted'),
  priceMinCents: priceCentsSchema('Price'),
  priceMaxCents: priceCentsSchema('Highest price'),
  ticketUrl: z
    .union([z.literal(''), ticketUrlSchema])
    .nullish()
    .transform((v) => v || null),
  isSoldOut: z.boolean({ error: 'isSoldOut must be true or false' }).default(false),
});

/**
 * How a new event repeats. Weekly on chosen days (the first date's day when none are chosen) every
 * `interval` weeks, or monthly on the first date's day of the month or its weekday of the month ("the
 * 2nd Tuesday", "the last Friday"), every `interval` months. It ends on a day (`endsOn`, at the
 * event's place), after `count` dates, or never (dates are then made a year ahead at a time).
 */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(['weekly', 'monthly'], { error: 'Choose whether it repeats weekly or monthly' }),
    interval: z
      .number({ error: 'How often must be a number' })
      .int('How often must be a whole number')
      .min(1, 'It must repeat at least every 1')
      .max(12, 'It can repeat at most every 12 weeks or months')
      .default(1),
    weekdays: z
      .array(z.enum(WEEKDAY_CODES, { error: 'Days must be MO, TU, WE, TH, FR, SA or SU' }))
      .max(7)
      .default([]),
    monthlyBy: z.enum(['dayOfMonth', 'weekdayOfMonth']).default('dayOfMonth'),
    endsOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the last day as YYYY-MM-DD')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a real last day')
      .nullish()
      .transform((v) => v ?? null),
    count: z
      .number({ error: 'Number of dates must be a number' })
      .int('Number of dates must be a whole number')
      .min(2, 'A series needs at least 2 dates')
      .max(MAX_SERIES_DATES, `A series can have at most ${MAX_SERIES_DATES} dates`)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((r) => r.endsOn === null || r.count === null, {
    message: 'End the series on a day or after a number of dates, not both',
    path: ['count'],
  });
export type RecurrenceInput = z.input<typeof recurrenceSchema>;
export type Recurrence = z.output<typeof recurrenceSchema>;

/**
 * PATCH and DELETE /api/events/:id on a date of a series: 'occurrence' changes or cancels this date
 * alone; 'series' every date from now on (dates edited on their own keep their own changes).
 */
export const eventScopeQuerySchema = z.object({
  scope: z
    .enum(['occurrence', 'series'], { error: 'scope must be occurrence or series' })
    .default('occurrence'),
});
export type EventScope = z.output<typeof eventScopeQuerySchema>['scope'];

/** Adds an issue for each admission field that does not fit the others (see admissionIssuesOf). */
export function refineAdmission(
  body: {
    admission?: (typeof ADMISSION_KINDS)[number];
    priceMinCents?: number | null;
    priceMaxCents?: number | null;
  },
  ctx: z.RefinementCtx,
): void {
  const fields = {
    admission: body.admission ?? 'unlisted',
    priceMinCents: body.priceMinCents ?? null,
    priceMaxCents: body.priceMaxCents ?? null,
  };
  for (const issue of admissionIssuesOf(fields)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/**
 * POST /api/events. Legacy clients also send userId/organizerId (ignored: the organizer is always
 * the signed-in user), socialPosts (ignored: posts are recorded through their own calls) and a
 * generate-image flag.
 */
export const createEventBodySchema = eventFieldsSchema
  .extend({
    userId: z.unknown().optional(),
    organizerId: z.unknown().optional(),
    socialPosts: z.unknown().optional(),
    shouldGenerateImage: z.boolean().optional(),
    generateImage: z.boolean().optional(),
    /** Makes the event repeat: each date becomes an event of its own, linked as one series. */
    recurrence: recurrenceSchema.nullish(),
  })
  .superRefine(refineAdmission);
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/**
 * PATCH /api/events/:id: any subset of the fields. An absent field keeps its stored value: the create
 * defaults (category Social, eviteSynced false) must not apply here, or a title-only edit would reset them.
 */
export const updateEventBodySchema = eventFieldsSchema
  .extend({
    category: eventFieldsSchema.shape.category.unwrap(),
    eviteSynced: eventFieldsSchema.shape.eviteSynced.unwrap(),
    admission: eventFieldsSchema.shape.admission.unwrap(),
    isSoldOut: eventFieldsSchema.shape.isSoldOut.unwrap(),
  })
  .partial()
  .extend({
    socialPosts: z.unknown().optional(),
    organizerId: z.unknown().optional(),
    userId: z.unknown().optional(),
  });
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

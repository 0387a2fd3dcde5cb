import { z } from 'zod';
import type { EVENT_CATEGORIES } from '#shared/constants.ts';
import { eventFieldsSchema, refineAdmission, updateEventBodySchema } from '#shared/contracts/events.ts';
import { type AdmissionKind, MAX_PRICE_CENTS } from '#shared/lib/admission.ts';

/** What the event form holds: every field, as the inputs show it (empty strings, not nulls). */
export type EventFormValues = {
  title: string;
  description: string;
  date: string;
  location: string;
  category: (typeof EVENT_CATEGORIES)[number];
  image: string;
  metaTitle: string;
  metaDescription: string;
  eviteSynced: boolean;
  eviteInvitationUrl: string;
  eviteEventId: string;
  eviteSyncStatus: string;
  admission: AdmissionKind;
  /** In dollars as typed ('15', '12.50'); the schema turns it into the contract's cents. */
  priceMinCents: string;
  priceMaxCents: string;
  ticketUrl: string;
  isSoldOut: boolean;
};

/** A sum in dollars as a host types it ('15', '$12.50', '1,200') in whole cents; blank is none. */
const dollarsAsCents = (label: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const clean = text.replace(/^\$\s*/, '').replace(/,/g, '');
      if (clean === '') return null;
      if (clean.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: `${label} can’t be negative` });
        return z.NEVER;
      }
      if (!/^\d+(\.\d{1,2})?$/.test(clean)) {
        ctx.addIssue({
          code: 'custom',
          message: `Enter ${label.toLowerCase()} in dollars, like 15 or 12.50`,
        });
        return z.NEVER;
      }
      const cents = Math.round(Number(clean) * 100);
      if (cents > MAX_PRICE_CENTS) {
        ctx.addIssue({ code: 'custom', message: `${label} can be at most $100,000` });
        return z.NEVER;
      }
      return cents;
    });
const priceFields = {
  priceMinCents: dollarsAsCents('Price'),
  priceMaxCents: dollarsAsCents('Highest price'),
};

/** What the form hands over after validation: the shared schema's output. */
export type EventFormOutput = z.output<typeof eventFieldsSchema>;

const isWebUrl = (value: string | null | undefined) =>
  Boolean(value) && z.url({ protocol: /^https?$/ }).safeParse(value).success;

/**
 * Create: the fields of the POST /api/events body and its admission rule, with prices typed in
 * dollars (the page adds the repeat rule).
 */
export const createEventFormSchema = eventFieldsSchema.extend(priceFields).superRefine(refineAdmission);

/**
 * Edit: the PATCH body schema, plus the Evite rule: while sync is on the
 * invitation URL must be a valid URL, 'Please enter a valid URL'. The URL's own check moves into
 * that rule so 'Please enter a valid URL' is the one message shown; the server still checks it with
 * the contract.
 */
export const editEventFormSchema = updateEventBodySchema
  .extend({
    eviteInvitationUrl: z
      .string()
      .trim()
      .max(2048, 'Please enter a valid URL')
      .nullish()
      .transform((v) => v || null),
    ...priceFields,
  })
  .superRefine(refineAdmission)
  .refine((v) => !v.eviteSynced || isWebUrl(v.eviteInvitationUrl), {
    message: 'Please enter a valid URL',
    path: ['eviteInvitationUrl'],
    // Run even when other fields have errors, so every message shows at once.
    when: (payload) =>
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'eviteInvitationUrl' || issue.path?.[0] === 'eviteSynced',
      ),
  });

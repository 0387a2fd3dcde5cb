import { z } from 'zod';
import type { EVENT_CATEGORIES } from '#shared/constants.ts';
import {
  createEventBodySchema,
  type eventFieldsSchema,
  updateEventBodySchema,
} from '#shared/contracts/events.ts';

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
};

/** What the form hands over after validation: the shared schema's output. */
export type EventFormOutput = z.output<typeof eventFieldsSchema>;

const isWebUrl = (value: string | null | undefined) =>
  Boolean(value) && z.url({ protocol: /^https?$/ }).safeParse(value).success;

/** Create: exactly the POST /api/events body schema. */
export const createEventFormSchema = createEventBodySchema;

/**
 * Edit: the PATCH body schema, plus the Evite rule: while sync is on the
 * invitation URL must be a valid URL, 'Please enter a valid URL'. The URL's own check moves into
 * that rule so the spec's wording is the one shown; the server still checks it with the contract.
 */
export const editEventFormSchema = updateEventBodySchema
  .extend({
    eviteInvitationUrl: z
      .string()
      .trim()
      .max(2048, 'Please enter a valid URL')
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => !v.eviteSynced || isWebUrl(v.eviteInvitationUrl), {
    message: 'Please enter a valid URL',
    path: ['eviteInvitationUrl'],
    // Run even when other fields have errors, so every message shows at once.
    when: (payload) =>
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'eviteInvitationUrl' || issue.path?.[0] === 'eviteSynced',
      ),
  });

import { z } from 'zod';
import { userResponseSchema } from './auth.ts';
import { locationSchema } from './common.ts';
import { appConfigResponseSchema } from './config.ts';
import { eventListResponseSchema, eventSchema } from './events.ts';
import { rsvpStateSchema } from './rsvp.ts';

/**
 * What the first paint needs, written into the HTML so the page starts without a round trip: the
 * signed-in user (null for a guest, so no /api/user call fails), the visitor's location, and the
 * page's own first data: the home grid's first page (for the filters in its URL), or the event shown
 * with its RSVP panel's state (so the panel does not appear late and push the page down), and the
 * operator's public settings (so a part that reads them renders the same HTML on both sides).
 * Each value is exactly the answer of the API call it replaces.
 */
export const firstDataSchema = z.object({
  user: userResponseSchema.nullable(),
  location: locationSchema.nullable(),
  config: appConfigResponseSchema.nullable().optional(),
  homeEvents: z
    .object({
      category: z.string().optional(),
      ignoreLocation: z.boolean(),
      /** ?free=true: the page holds free events only. */
      isFree: z.boolean().optional(),
      page: eventListResponseSchema,
    })
    .optional(),
  event: eventSchema.optional(),
  eventRsvp: rsvpStateSchema.optional(),
});
export type FirstData = z.infer<typeof firstDataSchema>;

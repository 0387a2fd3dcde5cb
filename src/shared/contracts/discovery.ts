import { z } from 'zod';
import { singleLineText } from '../lib/text.ts';

export const DISCOVERY_RADIUS = { min: 10, max: 200, step: 10, default: 50 } as const;
export const DISCOVERY_COUNTRY = 'United States';
export const DISCOVERY_MISSING_PLACE = 'Please enter both city and state';

const radius = z.coerce
  .number({ error: 'Radius must be a number of miles' })
  .int('Radius must be a whole number of miles')
  .min(DISCOVERY_RADIUS.min, `Radius must be at least ${DISCOVERY_RADIUS.min} miles`)
  .max(DISCOVERY_RADIUS.max, `Radius must be at most ${DISCOVERY_RADIUS.max} miles`)
  .default(DISCOVERY_RADIUS.default);

const place = singleLineText({
  max: 100,
  label: 'City and state',
  tooLongMessage: 'City and state must be at most 100 characters',
}).default('');

/** GET and POST /api/events/discover: city and region are checked by the service (one message for both). */
export const discoverQuerySchema = z.object({
  city: place,
  region: place,
  radius,
  country: singleLineText({ max: 100, label: 'Country' }).optional(),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

export const discoveredEventSchema = z.object({
  /** Stable across runs: the source and its own id for the occurrence. */
  key: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  date: z.string(),
  timeZone: z.string(),
  location: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMiles: z.number(),
  source: z.string(),
  url: z.string().nullable(),
  /** The stored event: created by this run, or the one this found event duplicates. */
  eventId: z.number().nullable(),
  isDuplicate: z.boolean(),
});
export type DiscoveredEvent = z.infer<typeof discoveredEventSchema>;

export const discoverySourceReportSchema = z.object({
  source: z.string(),
  found: z.number().int(),
  error: z.string().nullable(),
});

export const discoverResponseSchema = z.object({
  events: z.array(discoveredEventSchema),
  results: z.object({
    found: z.number().int(),
    created: z.number().int(),
    duplicates: z.number().int(),
    sources: z.array(discoverySourceReportSchema),
  }),
  location: z.object({ city: z.string(), region: z.string(), country: z.string(), radius: z.number() }),
});
export type DiscoverResponse = z.infer<typeof discoverResponseSchema>;

/** Discovery errors carry `error` and `details` besides the app's usual message and code. */
export const discoverErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  error: z.string(),
  details: z.string(),
});

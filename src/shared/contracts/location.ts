import { z } from 'zod';
import { singleLineText } from '../lib/text.ts';
import { placeSuggestionSchema as placeReadSchema } from './place.ts';

/** GET /api/geocode?q=: the server places an address from its offline gazetteer (404 when it cannot). */
export const geocodeQuerySchema = z.object({
  q: singleLineText({
    max: 300,
    label: 'Location',
    requiredMessage: 'No location provided',
    tooLongMessage: 'Location is too long',
  }).pipe(z.string().min(1, 'No location provided')),
});
export const geocodeResponseSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  city: z.string(),
  region: z.string(),
  label: z.string(),
  /** 'fallback' when only the city (or the default state) could be placed. */
  precision: z.enum(['zip', 'city', 'fallback']),
});
export type GeocodeResponse = z.output<typeof geocodeResponseSchema>;

/** GET /api/places/suggest?q=: US places from the server's gazetteer, best match first. */
export const placeSuggestionsQuerySchema = z.object({
  q: singleLineText({ max: 100, label: 'Place' }).default(''),
});
export const placeSuggestionSchema = placeReadSchema.extend({ timeZone: z.string() });
export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;

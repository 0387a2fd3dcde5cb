import { z } from 'zod';

/**
 * Where something is on the map, in one set of field names for every feature: null when the place
 * could not be geocoded.
 */
export const placePointSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** A place a search read from its words ("near Austin, TX"), shown as a removable chip. */
export const placeSuggestionSchema = z.object({
  label: z.string(),
  city: z.string(),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

import { z } from 'zod';
import { errorBodySchema } from '../errors.ts';

/** A positive integer id in a path, e.g. /api/events/:id. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Invalid ID' })
    .int('Invalid ID')
    .positive('Invalid ID')
    .max(2_147_483_647, 'Invalid ID'),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Responses every route may answer with besides its own. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
} as const;

export const locationSchema = z.object({
  city: z.string(),
  region: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

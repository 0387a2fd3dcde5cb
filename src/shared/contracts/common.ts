import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { errorBodySchema } from '../errors.ts';

/** The largest id a database row can have (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A database id as it appears in a path or query string: decimal digits only, from 1 to the largest
 * int4. `0x10`, `1e3`, ` 16` and `016` are refused rather than read as some other number.
 */
export function idSchema(message = 'Invalid ID') {
  return z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((v) => v <= MAX_ID, message);
}

/** A positive integer id in a path, e.g. /api/events/:id. */
export const idParamSchema = z.object({ id: idSchema() });

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

/**
 * The visitor's place (GET /api/location). Its point keeps the names `lat`/`lon`, unlike the
 * latitude/longitude of events and vendors (place.ts): the published API of this call names them so.
 */
export const locationSchema = z.object({
  city: z.string(),
  region: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

/** `ignoreLocation=true|false` on list queries; Near Me (false) is the default. */
export const ignoreLocationSchema = z
  .enum(['true', 'false'], { error: "ignoreLocation must be 'true' or 'false'" })
  .default('false')
  .transform((v) => v === 'true');

/**
 * A query as a client builds it, inferred from the route's query schema: the values the server reads
 * after parsing, every field optional except `Required` (the ones whose default the client must not
 * leave to the server, e.g. ignoreLocation, which it always sends).
 */
export type ClientQuery<S extends z.ZodType, Required extends keyof z.output<S> = never> = Partial<
  z.output<S>
> &
  Pick<z.output<S>, Required>;

/** limit/offset paging shared by every list query. */
export const pagingSchemas = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
};

/**
 * `dismiss`: comma-separated readings of a plain-English search not to apply ('category,place'); the
 * text in `q` stays as typed, so removing a chip always changes the search even when the words would
 * read the same again.
 */
export function dismissListSchema<const T extends readonly [string, ...string[]]>(readings: T) {
  return z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = parts.filter((part) => !(readings as readonly string[]).includes(part));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `dismiss takes ${readings.join(', ')} (got ${unknown.join(', ')})`,
        });
        return z.NEVER;
      }
      return [...new Set(parts)] as T[number][];
    });
}

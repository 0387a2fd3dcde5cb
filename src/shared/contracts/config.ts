import { z } from 'zod';
import { locationSchema } from './common.ts';

/** GET /api/config: what the client needs from the server's settings (map tiles, shop links, default place). */
export const appConfigResponseSchema = z.object({
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  amazonAffiliateTag: z.string(),
  defaultLocation: locationSchema,
});
export type AppConfig = z.infer<typeof appConfigResponseSchema>;

import { z } from 'zod';
import { locationSchema } from './common.ts';

/** GET /api/config: what the client needs from the server's settings (map tiles, shop links, default place, site name, switches). */
export const appConfigResponseSchema = z.object({
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  amazonAffiliateTag: z.string(),
  defaultLocation: locationSchema,
  /** The administrator's settings that change what visitors see and may do. */
  siteName: z.string(),
  /** Empty when the site gives none. */
  contactEmail: z.string(),
  isSignUpOpen: z.boolean(),
  isGuestRsvpOpen: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigResponseSchema>;

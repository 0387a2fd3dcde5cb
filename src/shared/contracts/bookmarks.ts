import { z } from 'zod';
import { idSchema } from './common.ts';

export const bookmarkSchema = z.object({
  id: z.number(),
  userId: z.number(),
  eventId: z.number(),
  createdAt: z.string(),
});
export type Bookmark = z.output<typeof bookmarkSchema>;

/** GET, POST and DELETE /api/bookmarks/:eventId. */
export const eventIdParamSchema = z.object({
  eventId: idSchema('Invalid event ID'),
});

/** GET /api/bookmarks/:eventId answers the bookmark or null. */
export const bookmarkOrNullResponseSchema = bookmarkSchema.nullable();

import { z } from 'zod';

// The personal calendar feed: a secret iCalendar link to the signed-in user's bookmarked events
// (see src/server/features/calendar-feed).

/** X-WR-CALNAME of the feed: the name calendar apps show for the subscription. */
export const CALENDAR_FEED_NAME = 'Confetti bookmarks';

/** GET /api/calendar/feed and DELETE: only whether a feed exists (the raw token is never stored). */
export const calendarFeedStatusSchema = z.object({ isEnabled: z.boolean() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar/feed: a new secret link, shown once; any earlier link stops working. */
export const calendarFeedLinksSchema = z.object({
  isEnabled: z.literal(true),
  httpsUrl: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinksSchema>;

export const calendarFeedFileParamsSchema = z.object({ file: z.string().max(200) });

import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { CalendarEventInput } from '#shared/lib/calendar/calendar-event.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { bookmarks, events, rsvps, users } from '../../db/schema.ts';

/** What a feed entry needs from an event (the calendar library's input). */
const feedEventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  location: events.location,
  city: events.city,
  region: events.region,
  latitude: events.latitude,
  longitude: events.longitude,
  timeZone: events.timeZone,
  eviteInvitationUrl: events.eviteInvitationUrl,
  updatedAt: events.updatedAt,
};

/** Upper bound of a feed's size; calendar apps choke on huge subscriptions long before this. */
const MAX_FEED_EVENTS = 2000;

export function createCalendarFeedRepository(db: Database) {
  return {
    async hasToken(userId: number, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.calendarFeedTokenHash)));
      return row !== undefined;
    },
    /** Stores the digest of the user's feed token (null revokes it). */
    async updateTokenHash(userId: number, tokenHash: string | null, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(users)
        .set({ calendarFeedTokenHash: tokenHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async findUserIdByTokenHash(tokenHash: string, tx: DbExecutor = db): Promise<number | null> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.calendarFeedTokenHash, tokenHash));
      return row?.id ?? null;
    },
    /** The user's events, earliest first: bookmarked, going to (RSVP Yes) or hosted, each once. */
    async findBookmarkedEvents(userId: number, tx: DbExecutor = db): Promise<CalendarEventInput[]> {
      return tx
        .select(feedEventColumns)
        .from(events)
        .where(
          or(
            // events_organizer_id_idx answers this part.
            eq(events.organizerId, userId),
            inArray(
              events.id,
              tx.select({ id: bookmarks.eventId }).from(bookmarks).where(eq(bookmarks.userId, userId)),
            ),
            inArray(
              events.id,
              tx
                .select({ id: rsvps.eventId })
                .from(rsvps)
                .where(and(eq(rsvps.userId, userId), eq(rsvps.status, 'going'))),
            ),
          ),
        )
        .orderBy(asc(events.date), asc(events.id))
        .limit(MAX_FEED_EVENTS);
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;

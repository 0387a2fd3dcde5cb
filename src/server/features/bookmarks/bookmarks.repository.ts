import { and, desc, eq } from 'drizzle-orm';
import type { Bookmark } from '#shared/contracts/bookmarks.ts';
import type { Event } from '#shared/contracts/events.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { bookmarks, eventInteractions, eventSeries, events, users } from '../../db/schema.ts';
import { toEvents } from '../../lib/events/event-mapper.ts';
import { eventColumns, organizerJoin, selectSocialPosts, seriesJoin } from '../../lib/events/event-rows.ts';

const bookmarkColumns = {
  id: bookmarks.id,
  userId: bookmarks.userId,
  eventId: bookmarks.eventId,
  createdAt: bookmarks.createdAt,
};

type BookmarkRecord = Omit<Bookmark, 'createdAt'> & { createdAt: Date };
const toBookmark = (row: BookmarkRecord): Bookmark => ({ ...row, createdAt: row.createdAt.toISOString() });

export function createBookmarksRepository(db: Database) {
  return {
    /** The user's bookmarked events, most recently bookmarked first. */
    async findEventsForUser(userId: number, limit: number): Promise<Event[]> {
      const rows = await db
        .select(eventColumns)
        .from(bookmarks)
        .innerJoin(events, eq(events.id, bookmarks.eventId))
        .leftJoin(users, organizerJoin)
        .leftJoin(eventSeries, seriesJoin)
        .where(eq(bookmarks.userId, userId))
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
        .limit(limit);
      return toEvents(
        rows,
        await selectSocialPosts(
          db,
          rows.map((r) => r.id),
        ),
      );
    },

    async find(userId: number, eventId: number, tx: DbExecutor = db): Promise<Bookmark | null> {
      const [row] = await tx
        .select(bookmarkColumns)
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.eventId, eventId)));
      return row ? toBookmark(row) : null;
    },

    async existsEvent(eventId: number, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
      return rows.length > 0;
    },

    /** Inserts unless it exists; null when it already did (the unique index decides races). */
    async insert(userId: number, eventId: number, now: Date, tx: DbExecutor = db): Promise<Bookmark | null> {
      const [row] = await tx
        .insert(bookmarks)
        .values({ userId, eventId, createdAt: now })
        .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.eventId] })
        .returning(bookmarkColumns);
      return row ? toBookmark(row) : null;
    },

    async remove(userId: number, eventId: number, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.eventId, eventId)))
        .returning({ id: bookmarks.id });
      return rows.length > 0;
    },

    async insertInteraction(
      values: {
        userId: number;
        eventId: number;
        interactionType: 'bookmark' | 'unbookmark';
        timestamp: Date;
      },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx.insert(eventInteractions).values(values);
    },

    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}
export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

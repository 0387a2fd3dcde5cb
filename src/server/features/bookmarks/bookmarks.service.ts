import { MAX_PAGE_SIZE } from '#shared/constants.ts';
import type { User } from '#shared/contracts/auth.ts';
import type { Bookmark } from '#shared/contracts/bookmarks.ts';
import type { Event } from '#shared/contracts/events.ts';
import { NotFoundError } from '../../lib/errors/app-errors.ts';
import type { BookmarksRepository } from './bookmarks.repository.ts';

type Deps = { bookmarksRepo: BookmarksRepository; clock: () => Date };

/**
 * Bookmarks: adding is idempotent, removing a missing one is fine. Each change also
 * records an event interaction in the same transaction, for recommendations.
 */
export function createBookmarksService({ bookmarksRepo, clock }: Deps) {
  return {
    /** The user's bookmarked events, newest bookmark first (at most MAX_PAGE_SIZE). */
    listBookmarkedEvents(user: User): Promise<Event[]> {
      return bookmarksRepo.findEventsForUser(user.id, MAX_PAGE_SIZE);
    },

    findBookmark(user: User, eventId: number): Promise<Bookmark | null> {
      return bookmarksRepo.find(user.id, eventId);
    },

    /** The bookmark and whether this call created it. */
    async bookmarkEvent(user: User, eventId: number): Promise<{ bookmark: Bookmark; isCreated: boolean }> {
      return bookmarksRepo.transaction(async (tx) => {
        if (!(await bookmarksRepo.existsEvent(eventId, tx))) throw new NotFoundError('Event', eventId);
        const now = clock();
        const created = await bookmarksRepo.insert(user.id, eventId, now, tx);
        if (created) {
          await bookmarksRepo.insertInteraction(
            { userId: user.id, eventId, interactionType: 'bookmark', timestamp: now },
            tx,
          );
          return { bookmark: created, isCreated: true };
        }
        const existing = await bookmarksRepo.find(user.id, eventId, tx);
        if (!existing) throw new NotFoundError('Bookmark for event', eventId);
        return { bookmark: existing, isCreated: false };
      });
    },

    async unbookmarkEvent(user: User, eventId: number): Promise<void> {
      await bookmarksRepo.transaction(async (tx) => {
        const isRemoved = await bookmarksRepo.remove(user.id, eventId, tx);
        if (isRemoved) {
          await bookmarksRepo.insertInteraction(
            { userId: user.id, eventId, interactionType: 'unbookmark', timestamp: clock() },
            tx,
          );
        }
      });
    },
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;

import { useEffect, useMemo, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { useBookmarks } from '#client/features/bookmarks/api/get-bookmarks.ts';
import { useSetBookmark } from '#client/features/bookmarks/api/toggle-bookmark.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import type { EventListItem } from '#shared/contracts/events.ts';

/**
 * Bookmark state per card for a signed-in visitor. A pressed heart shows
 * its new state at once and keeps it until the refetched list agrees, so it never flickers back.
 */
export function useCardBookmarks(isSignedIn: boolean) {
  const bookmarks = useBookmarks(isSignedIn);
  const { mutateAsync } = useSetBookmark();
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());

  useEffect(() => {
    if (bookmarks.isError) {
      toast({
        title: 'Error loading bookmarks',
        description: errorMessageOf(bookmarks.error),
        variant: 'destructive',
      });
    }
  }, [bookmarks.isError, bookmarks.error]);

  const savedIds = useMemo(() => new Set(bookmarks.data?.map((event) => event.id)), [bookmarks.data]);

  const isBookmarked = (eventId: number) => pending.get(eventId) ?? savedIds.has(eventId);

  const setBookmark = async (event: EventListItem, wanted: boolean) => {
    setPending((current) => new Map(current).set(event.id, wanted));
    try {
      await mutateAsync({ eventId: event.id, isBookmarked: wanted });
      toast(
        wanted
          ? {
              title: 'Event bookmarked',
              description: 'We use your bookmarks to improve your recommendations.',
              variant: 'success',
            }
          : { title: 'Bookmark removed', description: `${event.title} was removed from your bookmarks.` },
      );
    } catch {
      // The shared mutation error path has shown the toast; the card only drops its pending state.
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(event.id);
        return next;
      });
    }
  };

  return { isBookmarked, setBookmark };
}

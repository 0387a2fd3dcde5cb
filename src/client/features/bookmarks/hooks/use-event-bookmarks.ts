import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '#client/components/ui/use-toast.ts';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { useStableCallback } from '#client/hooks/use-stable-callback.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import { bookmarksQueryOptions, useBookmarks } from '../api/get-bookmarks.ts';
import { usePendingBookmarks, useSetBookmark } from '../api/toggle-bookmark.ts';
import { saveBookmarkIntent, takeBookmarkIntent } from '../lib/bookmark-intent.ts';

/** What a heart needs to know about its event. */
export type BookmarkTarget = { id: number; title: string };

const bookmarkedToast = {
  title: 'Event bookmarked',
  description: 'We use your bookmarks to improve your recommendations.',
  variant: 'success',
} as const;

type SetBookmark = ReturnType<typeof useSetBookmark>['mutateAsync'];

/** Saves the wanted state and says so; a failure has had its toast from the shared error path. */
async function setBookmark(mutateAsync: SetBookmark, event: BookmarkTarget, wanted: boolean) {
  try {
    await mutateAsync({ eventId: event.id, isBookmarked: wanted });
    toast(
      wanted
        ? bookmarkedToast
        : { title: 'Bookmark removed', description: `${event.title} was removed from your bookmarks.` },
    );
  } catch {
    // The heart rolls back by itself: the failed change is no longer pending.
  }
}

/**
 * Bookmark state and the toggle for every heart on a page (call it once per page). A pressed heart
 * shows its new state at once, everywhere, until the refetched list agrees; a failed change rolls
 * back and the shared error path shows the server's message. A guest's press is remembered, the
 * guest goes to sign in, and back on this page the event is bookmarked, once.
 */
export function useEventBookmarks() {
  const { data: user, isPending: isUserPending } = useUser();
  const isSignedIn = Boolean(user);
  const bookmarks = useBookmarks(isSignedIn);
  const pending = usePendingBookmarks();
  const { mutateAsync } = useSetBookmark();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

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

  // Back from signing in: apply the guest's press once. Taking it out of storage first means a second
  // run of this effect (or a reload) finds nothing; an event already saved is not saved again.
  useEffect(() => {
    if (!isSignedIn) return;
    const intent = takeBookmarkIntent(location.pathname);
    if (!intent) return;
    void (async () => {
      const saved = await queryClient.fetchQuery(bookmarksQueryOptions()).catch(() => []);
      if (saved.some((event) => event.id === intent.eventId)) toast(bookmarkedToast);
      else await setBookmark(mutateAsync, { id: intent.eventId, title: intent.title }, true);
    })();
  }, [isSignedIn, location.pathname, queryClient, mutateAsync]);

  const toggleBookmark = useStableCallback((event: BookmarkTarget, wanted: boolean) => {
    if (isUserPending) return;
    if (!isSignedIn) {
      const returnTo = `${location.pathname}${location.search}`;
      saveBookmarkIntent({ eventId: event.id, title: event.title, returnTo, savedAt: Date.now() });
      toast({ title: 'Login Required', description: 'Please log in to bookmark this event' });
      navigate(authPathWithRedirect(returnTo));
      return;
    }
    void setBookmark(mutateAsync, event, wanted);
  });

  return { isBookmarked, toggleBookmark };
}

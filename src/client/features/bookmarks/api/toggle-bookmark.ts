import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { bookmarkKeys } from '#client/lib/bookmark-keys.ts';
import { bookmarksPaths } from '#shared/api-paths.ts';
import type { Bookmark } from '#shared/contracts/bookmarks.ts';

export const addBookmark = (eventId: number) =>
  apiFetch<Bookmark>(bookmarksPaths.one(eventId), { method: 'POST' });
export const removeBookmark = (eventId: number) =>
  apiFetch<{ ok: true }>(bookmarksPaths.one(eventId), { method: 'DELETE' });

export type SetBookmarkVariables = { eventId: number; isBookmarked: boolean };

/**
 * Adds or removes, then refetches the bookmark list. Changes run one after another (one scope), so
 * a quick second press cannot overtake the first; each stays pending until the list has refetched,
 * so the wanted state shows without a gap (see usePendingBookmarks).
 */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookmarkKeys.set(),
    scope: { id: 'bookmarks' },
    meta: { errorFallback: 'Failed to update the bookmark. Please try again.' },
    mutationFn: async ({ eventId, isBookmarked }: SetBookmarkVariables): Promise<void> => {
      if (isBookmarked) await addBookmark(eventId);
      else await removeBookmark(eventId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}

/**
 * The wanted state of every bookmark change still on its way, latest press last, for the whole app:
 * a heart pressed on the event page shows at once in its similar events, and a failed change drops
 * out of this map, which rolls the heart back to the saved list.
 */
export function usePendingBookmarks(): ReadonlyMap<number, boolean> {
  const pending = useMutationState({
    filters: { mutationKey: bookmarkKeys.set(), status: 'pending' },
    select: (mutation) => mutation.state.variables as SetBookmarkVariables,
  });
  return new Map(pending.map(({ eventId, isBookmarked }) => [eventId, isBookmarked]));
}

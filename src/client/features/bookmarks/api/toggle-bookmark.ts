import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { bookmarkKeys } from '#client/lib/bookmark-keys.ts';
import { bookmarksPaths } from '#shared/api-paths.ts';
import type { Bookmark } from '#shared/contracts/bookmarks.ts';

export const addBookmark = (eventId: number) =>
  apiFetch<Bookmark>(bookmarksPaths.one(eventId), { method: 'POST' });
export const removeBookmark = (eventId: number) =>
  apiFetch<{ ok: true }>(bookmarksPaths.one(eventId), { method: 'DELETE' });

/** Adds or removes, then refetches the bookmark list. */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Failed to update the bookmark. Please try again.' },
    mutationFn: async ({
      eventId,
      isBookmarked,
    }: {
      eventId: number;
      isBookmarked: boolean;
    }): Promise<void> => {
      if (isBookmarked) await addBookmark(eventId);
      else await removeBookmark(eventId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { bookmarkKeys } from '#client/lib/bookmark-keys.ts';
import { bookmarksPaths } from '#shared/api-paths.ts';
import type { Event } from '#shared/contracts/events.ts';

/** GET /api/bookmarks: the signed-in user's bookmarked events. */
export const getBookmarks = () => apiFetch<Event[]>(bookmarksPaths.list);

export const bookmarksQueryOptions = () =>
  queryOptions({ queryKey: bookmarkKeys.list(), queryFn: getBookmarks });

/** Only asked for when someone is signed in (`isEnabled`). */
export function useBookmarks(isEnabled: boolean) {
  return useQuery({ ...bookmarksQueryOptions(), enabled: isEnabled });
}

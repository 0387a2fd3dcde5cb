import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { bookmarkKeys } from '#client/lib/bookmark-keys.ts';
import type { Bookmark } from '#shared/contracts/events.ts';

/** GET /api/bookmarks/:eventId: the bookmark, or null. */
export const getBookmark = (eventId: number) => apiFetch<Bookmark | null>(`/bookmarks/${eventId}`);

export const bookmarkQueryOptions = (eventId: number) =>
  queryOptions({ queryKey: bookmarkKeys.detail(eventId), queryFn: () => getBookmark(eventId) });

export function useBookmark(eventId: number, isEnabled: boolean) {
  return useQuery({ ...bookmarkQueryOptions(eventId), enabled: isEnabled });
}

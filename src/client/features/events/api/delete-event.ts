import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { bookmarkKeys } from '#client/lib/bookmark-keys.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { EventScope } from '#shared/contracts/events.ts';

/** On a date of a series, 'occurrence' cancels this date and 'series' deletes every date. */
export const deleteEvent = (id: number, scope?: EventScope) =>
  apiFetch<{ ok: true }>(scope ? `${eventsPaths.one(id)}?scope=${scope}` : eventsPaths.one(id), {
    method: 'DELETE',
  });

type Deletion = { id: number; scope?: EventScope };

/**
 * After a deletion: refreshes every event list and the bookmarks; a series change refreshes every
 * event query, its other dates too.
 */
export function refreshAfterDelete(queryClient: QueryClient, { id, scope }: Deletion) {
  queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
  return Promise.all([
    ...(scope
      ? [queryClient.invalidateQueries({ queryKey: eventKeys.all })]
      : [
          queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: eventKeys.searches() }),
        ]),
    queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  ]);
}

/** Deletes (or, with a scope, cancels a date of a series or deletes the series), then refreshes. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, scope }: Deletion) => deleteEvent(id, scope),
    onSuccess: (_result, deletion) => refreshAfterDelete(queryClient, deletion),
  });
}

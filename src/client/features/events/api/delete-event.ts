import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Deletes, then refreshes every event list and the bookmarks. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (id: number) => deleteEvent(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
      ]);
    },
  });
}

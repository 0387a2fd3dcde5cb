import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { Event, EventScope, UpdateEventBody } from '#shared/contracts/events.ts';

/** `scope` matters on a date of a series: this date alone, or every date from now on. */
export const updateEvent = ({ id, body, scope }: { id: number; body: UpdateEventBody; scope?: EventScope }) =>
  apiFetch<Event>(scope ? `${eventsPaths.one(id)}?scope=${scope}` : eventsPaths.one(id), {
    method: 'PATCH',
    body,
  });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.searches() }),
        // A change to the whole series changes the other dates too.
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
  });
}

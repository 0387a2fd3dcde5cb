import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { Event, UpdateEventBody } from '#shared/contracts/events.ts';

export const updateEvent = ({ id, body }: { id: number; body: UpdateEventBody }) =>
  apiFetch<Event>(eventsPaths.one(id), { method: 'PATCH', body });

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
      ]);
    },
  });
}

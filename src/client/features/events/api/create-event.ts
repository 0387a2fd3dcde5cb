import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { CreateEventBody, Event } from '#shared/contracts/events.ts';

export const createEvent = (body: CreateEventBody) =>
  apiFetch<Event>(eventsPaths.list, { method: 'POST', body });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

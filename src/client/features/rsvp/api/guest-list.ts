import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { GuestList, GuestMessageBody } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** GET /api/events/:id/guests: the host's list (with emails) or the public "Who's going". */
export function useGuestList(eventId: number, q: string, isEnabled = true) {
  return useQuery({
    queryKey: rsvpKeys.guests(eventId, q),
    queryFn: () => apiFetch<GuestList>(rsvpPaths.guests(eventId, q)),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    retry: false,
  });
}

/** DELETE /api/events/:id/guests/:guestId (host). */
export function useRemoveGuest(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'The guest could not be removed. Please try again.' },
    mutationFn: (guestId: number) =>
      apiFetch<{ ok: true }>(rsvpPaths.oneGuest(eventId, guestId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
  });
}

/** POST /api/events/:id/guests/message (host): sent by the job queue. */
export function useMessageGuests(eventId: number) {
  return useMutation({
    meta: { errorFallback: 'Your message could not be sent. Please try again.' },
    mutationFn: (body: GuestMessageBody) =>
      apiFetch<{ recipients: number }>(rsvpPaths.message(eventId), { method: 'POST', body }),
  });
}

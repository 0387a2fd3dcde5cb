import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { GuestList, GuestMessageBody, RsvpStatus } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** GET /api/events/:id/guests: the first page of the host's list or of the public "Who's going". */
export function useGuestList(eventId: number, page: { status?: RsvpStatus; limit?: number } = {}) {
  return useQuery({
    queryKey: rsvpKeys.guests(eventId, page),
    queryFn: () => apiFetch<GuestList>(rsvpPaths.guests(eventId, page)),
    retry: false,
  });
}

/** The host's list searched by `q`, one page at a time: the next page is appended by `fetchNextPage`. */
export function useGuestPages(eventId: number, q: string) {
  return useInfiniteQuery({
    queryKey: rsvpKeys.guestPages(eventId, q),
    queryFn: ({ pageParam }) => apiFetch<GuestList>(rsvpPaths.guests(eventId, { q, offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last: GuestList) => (last.hasMore ? (last.nextOffset ?? undefined) : undefined),
    placeholderData: keepPreviousData,
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

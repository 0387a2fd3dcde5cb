import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { RsvpState } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** GET /api/events/:id/rsvp: settings, counts and the caller's own answer. */
export const rsvpStateQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: rsvpKeys.state(eventId),
    queryFn: () => apiFetch<RsvpState>(rsvpPaths.mine(eventId)),
  });

export function useRsvpState(eventId: number) {
  return useQuery(rsvpStateQueryOptions(eventId));
}

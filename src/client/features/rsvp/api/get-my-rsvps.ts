import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { MyRsvp } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** GET /api/rsvps: the signed-in user's answers, upcoming events first. */
export function useMyRsvps() {
  return useQuery({ queryKey: rsvpKeys.mine(), queryFn: () => apiFetch<MyRsvp[]>(rsvpPaths.myList) });
}

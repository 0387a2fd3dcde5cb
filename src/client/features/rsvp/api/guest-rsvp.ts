import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { GuestRsvp, PutGuestRsvpBody } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/**
 * A guest's private link: opening it confirms the answer (POST), so the answer counts; the same
 * link then changes (PUT) or withdraws (DELETE) it.
 */
export function useConfirmedGuestRsvp(token: string) {
  return useQuery({
    queryKey: rsvpKeys.guest(token),
    queryFn: () => apiFetch<GuestRsvp>(rsvpPaths.confirmGuest(token), { method: 'POST' }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useChangeGuestRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Your answer could not be saved. Please try again.' },
    mutationFn: async (body: PutGuestRsvpBody | null): Promise<GuestRsvp | null> => {
      if (body !== null) return apiFetch<GuestRsvp>(rsvpPaths.guest(token), { method: 'PUT', body });
      await apiFetch<{ ok: true }>(rsvpPaths.guest(token), { method: 'DELETE' });
      return null;
    },
    onSuccess: (result) => {
      if (result) queryClient.setQueryData(rsvpKeys.guest(token), result);
    },
  });
}

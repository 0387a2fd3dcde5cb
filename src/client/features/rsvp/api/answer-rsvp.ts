import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { PutRsvpBody, PutRsvpResponse } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** PUT /api/events/:id/rsvp (the caller's answer) or DELETE it (body null). */
export function useAnswerRsvp(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Your answer could not be saved. Please try again.' },
    mutationFn: async (body: PutRsvpBody | null): Promise<PutRsvpResponse | null> => {
      if (body !== null) return apiFetch<PutRsvpResponse>(rsvpPaths.mine(eventId), { method: 'PUT', body });
      await apiFetch<{ ok: true }>(rsvpPaths.mine(eventId), { method: 'DELETE' });
      return null;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
  });
}

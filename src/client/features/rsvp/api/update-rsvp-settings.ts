import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { RsvpSettings, UpdateRsvpSettingsBody } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** PUT /api/events/:id/rsvp/settings (organizer or admin). */
export function useUpdateRsvpSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'RSVP settings could not be saved. Please try again.' },
    mutationFn: (body: UpdateRsvpSettingsBody) =>
      apiFetch<RsvpSettings>(rsvpPaths.settings(eventId), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
  });
}

/** Saves a just-created event's settings (the create page, once the event has its id). */
export function saveRsvpSettings(eventId: number, body: UpdateRsvpSettingsBody): Promise<RsvpSettings> {
  return apiFetch<RsvpSettings>(rsvpPaths.settings(eventId), { method: 'PUT', body });
}

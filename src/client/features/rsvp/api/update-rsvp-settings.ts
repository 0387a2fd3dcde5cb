import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { EventScope } from '#shared/contracts/events.ts';
import type { RsvpSettings, UpdateRsvpSettingsBody } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** PUT /api/events/:id/rsvp/settings (organizer or admin). */
export function useUpdateRsvpSettings(eventId: number, scope?: EventScope) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'RSVP settings could not be saved. Please try again.' },
    mutationFn: (body: UpdateRsvpSettingsBody) => saveRsvpSettings(eventId, body, scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
  });
}

/**
 * Saves an event's settings (also the create page, once the event has its id); scope 'series' on a
 * date of a series saves them on its later dates too.
 */
export function saveRsvpSettings(
  eventId: number,
  body: UpdateRsvpSettingsBody,
  scope?: EventScope,
): Promise<RsvpSettings> {
  const path = rsvpPaths.settings(eventId);
  return apiFetch<RsvpSettings>(scope ? `${path}?scope=${scope}` : path, { method: 'PUT', body });
}

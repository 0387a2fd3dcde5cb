import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { socialPaths } from '#shared/api-paths.ts';
import type { CreateSocialEntryBody, SocialPostRecord } from '#shared/contracts/social.ts';

/** POST /api/events/:id/social: records a calendar add. */
export const recordCalendarEntry = (eventId: number, body: CreateSocialEntryBody) =>
  apiFetch<SocialPostRecord>(socialPaths.entries(eventId), { method: 'POST', body });

/**
 * Records the entry, then refetches the event so its Calendar & Social Sharing card lists it.
 * A plain async function: callers decide which failures matter (after a bulk download none do).
 */
export function useRecordCalendarEntry() {
  const queryClient = useQueryClient();
  return useCallback(
    async (eventId: number, body: CreateSocialEntryBody): Promise<SocialPostRecord> => {
      const entry = await recordCalendarEntry(eventId, body);
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
      return entry;
    },
    [queryClient],
  );
}

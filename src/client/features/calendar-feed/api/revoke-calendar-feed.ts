import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { calendarFeedPaths } from '#shared/api-paths.ts';
import type { CalendarFeedStatus } from '#shared/contracts/calendar-feed.ts';
import { calendarFeedKeys } from './calendar-feed-keys.ts';

/** DELETE /api/calendar/feed: the link stops working at once. */
export const revokeCalendarFeed = () =>
  apiFetch<CalendarFeedStatus>(calendarFeedPaths.settings, { method: 'DELETE' });

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Could not revoke the link.' },
    mutationFn: revokeCalendarFeed,
    onSuccess: (status) => queryClient.setQueryData(calendarFeedKeys.status(), status),
  });
}

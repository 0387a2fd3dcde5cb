import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { calendarFeedPaths } from '#shared/api-paths.ts';
import type { CalendarFeedLinks } from '#shared/contracts/calendar-feed.ts';
import { calendarFeedKeys } from './calendar-feed-keys.ts';

/** POST /api/calendar/feed: a new secret link (any earlier one stops working). */
export const createCalendarFeed = () =>
  apiFetch<CalendarFeedLinks>(calendarFeedPaths.settings, { method: 'POST' });

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Could not create the link.' },
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.setQueryData(calendarFeedKeys.status(), { isEnabled: true }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { calendarFeedPaths } from '#shared/api-paths.ts';
import type { CalendarFeedStatus } from '#shared/contracts/calendar-feed.ts';
import { calendarFeedKeys } from './calendar-feed-keys.ts';

/** GET /api/calendar/feed: whether the signed-in user has a feed link. */
export const getCalendarFeed = () => apiFetch<CalendarFeedStatus>(calendarFeedPaths.settings);

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKeys.status(), queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

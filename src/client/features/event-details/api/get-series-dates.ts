import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { SeriesDatesResponse } from '#shared/contracts/events.ts';
import { eventDetailsKeys } from './event-details-keys.ts';

/** GET /api/events/:id/series: the series' dates from today on, soonest first. */
export function useSeriesDates(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: eventDetailsKeys.series(eventId),
    queryFn: () => apiFetch<SeriesDatesResponse>(eventsPaths.series(eventId)),
    enabled,
  });
}

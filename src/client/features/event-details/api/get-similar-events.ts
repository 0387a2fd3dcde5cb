import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { SimilarEventsResponse } from '#shared/contracts/events.ts';
import { eventDetailsKeys } from './event-details-keys.ts';

/**
 * GET /api/events/:id/similar: upcoming events of the same category, nearest to the event first
 * (within 50 miles), then the soonest others; at most 4, already ordered by the server.
 */
export const getSimilarEvents = (eventId: number) =>
  apiFetch<SimilarEventsResponse>(eventsPaths.similar(eventId));

export const similarEventsQueryOptions = (eventId: number) =>
  queryOptions({ queryKey: eventDetailsKeys.similar(eventId), queryFn: () => getSimilarEvents(eventId) });

export function useSimilarEvents(eventId: number, enabled: boolean) {
  return useQuery({ ...similarEventsQueryOptions(eventId), enabled });
}

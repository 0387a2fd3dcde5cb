import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { EventFullListResponse, EventListResponse, ListEventsQuery } from '#shared/contracts/events.ts';
import { toSearchParams } from './to-search-params.ts';

/** GET /api/events: ignoreLocation is sent as 'true' when Near Me is off, else 'false'. */
export function getEvents(query: ListEventsQuery): Promise<EventListResponse> {
  return apiFetch<EventListResponse>(
    `${eventsPaths.list}${toSearchParams({
      category: query.category,
      ignoreLocation: query.ignoreLocation ? 'true' : 'false',
      creator: query.creator,
      when: query.when,
      full: query.full ? 'true' : undefined,
      free: query.free ? 'true' : undefined,
      maxPrice: query.maxPrice,
      limit: query.limit,
      offset: query.offset,
    })}`,
  );
}

export const eventsQueryOptions = (query: ListEventsQuery) =>
  queryOptions({ queryKey: eventKeys.list(query), queryFn: () => getEvents(query) });

export function useEvents(query: ListEventsQuery) {
  return useQuery(eventsQueryOptions(query));
}

/** GET /api/events?full=true: every field of each event (the admin list searches descriptions). */
export function useFullEvents(query: Omit<ListEventsQuery, 'full'>) {
  const full = { ...query, full: true };
  return useQuery({
    queryKey: eventKeys.list(full),
    queryFn: () => getEvents(full) as Promise<EventFullListResponse>,
  });
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getEvents } from '#client/features/events/api/get-events.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import type { EventListResponse, ListEventsQuery } from '#shared/contracts/events.ts';

type PagedQuery = Omit<ListEventsQuery, 'offset'>;

/** Under eventKeys.lists(), so every invalidation that refreshes a list refreshes this one too. */
export const infiniteEventsQueryOptions = (query: PagedQuery) =>
  infiniteQueryOptions({
    queryKey: [...eventKeys.lists(), 'infinite', query] as const,
    queryFn: ({ pageParam }) => getEvents({ ...query, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: EventListResponse) =>
      last.hasMore ? (last.nextOffset ?? undefined) : undefined,
  });

/** GET /api/events page by page ('Load more'), with the pages joined. */
export function useInfiniteEvents(query: PagedQuery) {
  return useInfiniteQuery(infiniteEventsQueryOptions(query));
}

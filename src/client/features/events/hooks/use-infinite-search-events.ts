import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchEvents } from '#client/features/events/api/search-events.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import type { SearchEventsQuery, SearchEventsResponse } from '#shared/contracts/events.ts';

type PagedSearch = Omit<SearchEventsQuery, 'offset'>;

/** Under eventKeys.searches(), so deleting an event refreshes the results. */
export const infiniteSearchEventsQueryOptions = (params: PagedSearch) =>
  infiniteQueryOptions({
    queryKey: [...eventKeys.searches(), 'infinite', params] as const,
    queryFn: ({ pageParam }) => searchEvents({ ...params, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: SearchEventsResponse) =>
      last.hasMore ? (last.nextOffset ?? undefined) : undefined,
  });

/** GET /api/events/search page by page; nothing is asked for blank text. */
export function useInfiniteSearchEvents(params: PagedSearch) {
  return useInfiniteQuery({
    ...infiniteSearchEventsQueryOptions(params),
    enabled: params.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchEvents } from '#client/features/events/api/search-events.ts';
import { eventKeys, type SearchParams } from '#client/lib/event-keys.ts';
import type { SearchEventsResponse } from '#shared/contracts/events.ts';

type PagedSearch = Omit<SearchParams, 'offset'>;

/** Under eventKeys.searches(), so deleting an event refreshes the results. */
export const infiniteSearchEventsQueryOptions = (params: PagedSearch) =>
  infiniteQueryOptions({
    queryKey: [...eventKeys.searches(), 'infinite', params] as const,
    queryFn: ({ pageParam }) => searchEvents({ ...params, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: SearchEventsResponse) =>
      last.hasMore ? (last.nextOffset ?? undefined) : undefined,
  });

/** GET /api/events/search page by page; nothing is asked for blank text (spec part 1 §5). */
export function useInfiniteSearchEvents(params: PagedSearch) {
  return useInfiniteQuery({
    ...infiniteSearchEventsQueryOptions(params),
    enabled: params.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

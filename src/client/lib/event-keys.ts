import type { ListEventsQuery, SearchEventsQuery } from '#shared/contracts/events.ts';

/** Query keys for everything event-shaped, so one invalidation refreshes every list. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: ListEventsQuery) => [...eventKeys.lists(), query] as const,
  searches: () => [...eventKeys.all, 'search'] as const,
  search: (params: SearchEventsQuery) => [...eventKeys.searches(), params] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};

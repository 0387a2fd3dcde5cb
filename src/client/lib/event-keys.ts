import type { ListEventsQuery } from '#shared/contracts/events.ts';

export type SearchParams = {
  q: string;
  category?: string;
  ignoreLocation: boolean;
  /** Readings not to apply, comma-separated ('category,date'). */
  dismiss?: string;
  limit?: number;
  offset?: number;
};

/** Query keys for everything event-shaped, so one invalidation refreshes every list. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: ListEventsQuery) => [...eventKeys.lists(), query] as const,
  searches: () => [...eventKeys.all, 'search'] as const,
  search: (params: SearchParams) => [...eventKeys.searches(), params] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};

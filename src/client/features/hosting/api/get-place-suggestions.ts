import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { locationPaths } from '#shared/api-paths.ts';
import type { PlaceSuggestion } from '#shared/contracts/location.ts';

/** Suggestions start after this many characters; fewer match too much of the gazetteer. */
export const MIN_SUGGEST_LENGTH = 2;

export const placeKeys = {
  all: ['places'] as const,
  suggest: (q: string) => [...placeKeys.all, 'suggest', q] as const,
};

/** GET /api/places/suggest?q=: US places from the server's gazetteer, best match first. */
export const getPlaceSuggestions = (q: string, signal?: AbortSignal) =>
  apiFetch<PlaceSuggestion[]>(locationPaths.placeSuggestions(q), { signal });

export const placeSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: placeKeys.suggest(q),
    queryFn: ({ signal }) => getPlaceSuggestions(q, signal),
  });

/** Keeps the previous list on screen while the next one loads, so the popup does not flicker. */
export function usePlaceSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    ...placeSuggestionsQueryOptions(query),
    enabled: query.length >= MIN_SUGGEST_LENGTH,
    placeholderData: keepPreviousData,
  });
}

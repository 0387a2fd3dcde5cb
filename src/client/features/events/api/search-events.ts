import { apiFetch } from '#client/lib/api-client.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { SearchEventsQuery, SearchEventsResponse } from '#shared/contracts/events.ts';
import { toSearchParams } from './to-search-params.ts';

/** GET /api/events/search: natural-language search; the answer says how the query was understood. */
export function searchEvents(params: SearchEventsQuery): Promise<SearchEventsResponse> {
  return apiFetch<SearchEventsResponse>(
    `${eventsPaths.search}${toSearchParams({
      q: params.q,
      category: params.category,
      ignoreLocation: params.ignoreLocation ? 'true' : 'false',
      dismiss: params.dismiss || undefined,
      free: params.free ? 'true' : undefined,
      maxPrice: params.maxPrice,
      limit: params.limit,
      offset: params.offset,
    })}`,
  );
}

import { apiFetch } from '#client/lib/api-client.ts';
import type { SearchParams } from '#client/lib/event-keys.ts';
import type { SearchEventsResponse } from '#shared/contracts/events.ts';
import { toSearchParams } from './to-search-params.ts';

/** GET /api/events/search: natural-language search; the answer says how the query was understood. */
export function searchEvents(params: SearchParams): Promise<SearchEventsResponse> {
  return apiFetch<SearchEventsResponse>(
    `/events/search${toSearchParams({
      q: params.q,
      category: params.category,
      ignoreLocation: params.ignoreLocation ? 'true' : 'false',
      dismiss: params.dismiss || undefined,
      limit: params.limit,
      offset: params.offset,
    })}`,
  );
}

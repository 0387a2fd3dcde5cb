import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { RecommendedVendorsResponse } from '#shared/contracts/events.ts';
import { eventDetailsKeys } from './event-details-keys.ts';

/** How many vendors the event page recommends. */
export const RECOMMENDED_VENDOR_LIMIT = 3;

/** GET /api/events/:id/vendors: vendors in the event's area whose services suit its category. */
export const getEventVendors = (eventId: number, limit = RECOMMENDED_VENDOR_LIMIT) =>
  apiFetch<RecommendedVendorsResponse>(`${eventsPaths.vendors(eventId)}?limit=${limit}`);

export const eventVendorsQueryOptions = (eventId: number, limit = RECOMMENDED_VENDOR_LIMIT) =>
  queryOptions({
    queryKey: eventDetailsKeys.vendors(eventId, limit),
    queryFn: () => getEventVendors(eventId, limit),
  });

export function useEventVendors(eventId: number, enabled = true) {
  return useQuery({ ...eventVendorsQueryOptions(eventId), enabled });
}

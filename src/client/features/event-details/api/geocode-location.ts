import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { GeocodeResponse } from '#shared/contracts/events.ts';
import { eventDetailsKeys } from './event-details-keys.ts';

/** GET /api/geocode?q=: the server places an address from its offline gazetteer (404 when it cannot). */
export const geocodeLocation = (query: string) =>
  apiFetch<GeocodeResponse>(`/geocode?${new URLSearchParams({ q: query }).toString()}`);

export const geocodeQueryOptions = (query: string) =>
  queryOptions({ queryKey: eventDetailsKeys.geocode(query), queryFn: () => geocodeLocation(query) });

/** Only asks when there is an address to place. */
export function useGeocode(query: string, isEnabled = true) {
  return useQuery({ ...geocodeQueryOptions(query.trim()), enabled: isEnabled && query.trim().length > 0 });
}

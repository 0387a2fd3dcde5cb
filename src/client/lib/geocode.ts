import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { locationPaths } from '#shared/api-paths.ts';
import type { GeocodeResponse } from '#shared/contracts/location.ts';

export const geocodeKeys = { place: (query: string) => ['geocode', query] as const };

/** GET /api/geocode?q=: the server places an address from its offline gazetteer (404 when it cannot). */
export const geocodeLocation = (query: string) => apiFetch<GeocodeResponse>(locationPaths.geocode(query));

export const geocodeQueryOptions = (query: string) =>
  queryOptions({ queryKey: geocodeKeys.place(query), queryFn: () => geocodeLocation(query) });

/** Only asks when there is an address to place. */
export function useGeocode(query: string | null, isEnabled = true) {
  const trimmed = query?.trim() ?? '';
  return useQuery({ ...geocodeQueryOptions(trimmed), enabled: isEnabled && trimmed.length > 0 });
}

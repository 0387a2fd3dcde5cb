import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { locationPaths } from '#shared/api-paths.ts';
import type { Location } from '#shared/contracts/common.ts';

export const locationKeys = { current: ['location'] as const };

/** GET /api/location: the visitor's place from their IP (or the default place). */
export const getLocation = () => apiFetch<Location>(locationPaths.current);

export const locationQueryOptions = () =>
  queryOptions({ queryKey: locationKeys.current, queryFn: getLocation });

export function useLocation() {
  return useQuery(locationQueryOptions());
}

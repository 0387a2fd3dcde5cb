import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '#client/lib/api-client.ts';
import type { geocodeResponseSchema } from '#shared/contracts/events.ts';

export type GeocodeResult = z.infer<typeof geocodeResponseSchema>;

export const geocodeKeys = { place: (q: string) => ['geocode', q] as const };

/** GET /api/geocode?q=: coordinates from the server's offline gazetteer (the browser never asks outside). */
export const geocodePlace = (q: string) =>
  apiFetch<GeocodeResult>(`/geocode?${new URLSearchParams({ q }).toString()}`);

export const geocodeQueryOptions = (q: string) =>
  queryOptions({ queryKey: geocodeKeys.place(q), queryFn: () => geocodePlace(q) });

/** Asks only when there is a place to look up. */
export function useGeocodePlace(q: string | null) {
  const query = q?.trim() ?? '';
  return useQuery({ ...geocodeQueryOptions(query), enabled: query.length > 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { Event } from '#shared/contracts/events.ts';

export const getEvent = (id: number) => apiFetch<Event>(eventsPaths.one(id));

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.detail(id), queryFn: () => getEvent(id) });

export function useEvent(id: number) {
  return useQuery({ ...eventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { AppConfig } from '#shared/contracts/config.ts';
import { eventDetailsKeys } from './event-details-keys.ts';

/** GET /api/config: the operator's public settings. */
export const getAppConfig = () => apiFetch<AppConfig>('/config');

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: eventDetailsKeys.config, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

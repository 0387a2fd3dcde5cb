import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { AppConfig } from '#shared/contracts/config.ts';

// The same key as every other reader of the public config: one request per page load.
export const appConfigKey = ['config'] as const;

/** GET /api/config: the operator's public settings (the map tile template among them). */
export const getAppConfig = () => apiFetch<AppConfig>('/config');

export const appConfigQueryOptions = () => queryOptions({ queryKey: appConfigKey, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { configPaths } from '#shared/api-paths.ts';
import type { AppConfig } from '#shared/contracts/config.ts';

export const appConfigKey = ['config'] as const;

/** GET /api/config: the operator's public settings (map tiles, affiliate tag, default place). */
export const getAppConfig = () => apiFetch<AppConfig>(configPaths.config);

export const appConfigQueryOptions = () => queryOptions({ queryKey: appConfigKey, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

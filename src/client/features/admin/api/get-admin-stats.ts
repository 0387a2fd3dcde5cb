import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { adminPaths } from '#shared/api-paths.ts';
import type { AdminStats } from '#shared/contracts/admin.ts';
import { adminKeys } from './admin-keys.ts';

export const getAdminStats = () => apiFetch<AdminStats>(adminPaths.stats);

/** The dashboard figures; `refetchInterval` lets a page watch counts rise while a job runs. */
export function useAdminStats(refetchInterval: number | false = false) {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: getAdminStats, refetchInterval });
}

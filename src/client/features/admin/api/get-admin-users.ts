import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { adminPaths } from '#shared/api-paths.ts';
import type { AdminUsersPage } from '#shared/contracts/admin.ts';
import { adminKeys } from './admin-keys.ts';

const PAGE = 200;

export const getAdminUsers = (q: string) =>
  apiFetch<AdminUsersPage>(`${adminPaths.users}?${new URLSearchParams({ q, limit: String(PAGE) })}`);

/** Users matching a search (name, username or email), newest first. */
export function useAdminUsers(q: string) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: () => getAdminUsers(q),
    placeholderData: keepPreviousData,
  });
}

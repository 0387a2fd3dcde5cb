import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { adminPaths } from '#shared/api-paths.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { adminKeys } from './admin-keys.ts';

export const updateAdminUser = ({ id, isAdmin }: { id: number; isAdmin: boolean }) =>
  apiFetch<AdminUser>(adminPaths.user(id), { method: 'PATCH', body: { isAdmin } });

/** Toggles a user's admin flag, then refreshes the lists and the dashboard. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Failed to update user' },
    mutationFn: updateAdminUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

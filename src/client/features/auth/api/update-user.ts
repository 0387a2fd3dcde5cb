import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { authPaths } from '#shared/api-paths.ts';
import type { UpdateUserBody, User } from '#shared/contracts/auth.ts';

export const updateUser = (body: UpdateUserBody) => apiFetch<User>(authPaths.user, { method: 'PATCH', body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
  });
}

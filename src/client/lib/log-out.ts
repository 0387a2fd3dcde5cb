import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { authPaths } from '#shared/api-paths.ts';

export const logOut = () => apiFetch<{ ok: true }>(authPaths.logout, { method: 'POST' });

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      queryClient.setQueryData(authKeys.user, null);
    },
  });
}

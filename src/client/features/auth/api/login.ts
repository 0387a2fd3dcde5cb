import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { authPaths } from '#shared/api-paths.ts';
import type { LoginBody, User } from '#shared/contracts/auth.ts';

export const logIn = (body: LoginBody) => apiFetch<User>(authPaths.login, { method: 'POST', body });

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: logIn,
    onSuccess: (user) => {
      // A new session may see different data everywhere: start from a clean cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      queryClient.setQueryData(authKeys.user, user);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { authPaths } from '#shared/api-paths.ts';
import type { RegisterBody, User } from '#shared/contracts/auth.ts';

export const register = (body: RegisterBody) => apiFetch<User>(authPaths.register, { method: 'POST', body });

/** Registering does not sign in: the spec sends the person to the Login tab afterwards. */
export function useRegister() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: register,
  });
}

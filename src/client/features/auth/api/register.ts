import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { authPaths } from '#shared/api-paths.ts';
import type { RegisterBody, User } from '#shared/contracts/auth.ts';

export const register = (body: RegisterBody) => apiFetch<User>(authPaths.register, { method: 'POST', body });

/** Registering does not sign in: the person is sent to the Login tab afterwards to sign in. */
export function useRegister() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: register,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { authPaths } from '#shared/api-paths.ts';

/** POST /api/resend-verification: a fresh verification link to the signed-in user's address. */
export const resendVerification = () =>
  apiFetch<{ message: string }>(authPaths.resendVerification, { method: 'POST' });

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    // The address may have been verified in another tab meanwhile: read the user again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.user }),
  });
}

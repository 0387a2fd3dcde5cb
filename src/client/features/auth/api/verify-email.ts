import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';

export const verifyEmail = (token: string) =>
  apiFetch<{ message: string }>('/verify-email', { method: 'POST', body: { token } });

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

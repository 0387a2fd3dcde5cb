import { apiFetch } from '#client/lib/api-client.ts';

export const verifyEmail = (token: string) =>
  apiFetch<{ message: string }>('/verify-email', { method: 'POST', body: { token } });

import { apiFetch } from '#client/lib/api-client.ts';
import { authPaths } from '#shared/api-paths.ts';

export const verifyEmail = (token: string) =>
  apiFetch<{ message: string }>(authPaths.verifyEmail, { method: 'POST', body: { token } });

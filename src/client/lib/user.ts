import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { authPaths } from '#shared/api-paths.ts';
import type { User } from '#shared/contracts/auth.ts';

export const authKeys = { user: ['auth', 'user'] as const };

/** The signed-in user, or null: a 401 here means "nobody", not an error. */
export async function getUser(): Promise<User | null> {
  try {
    return await apiFetch<User>(authPaths.user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: authKeys.user, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}

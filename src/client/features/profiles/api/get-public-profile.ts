import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { PublicProfile } from '#shared/contracts/profiles.ts';

/** GET /api/profiles/{username}: what anyone may see about a person. */
export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: ['profiles', username.toLowerCase()],
    queryFn: () => apiFetch<PublicProfile>(`/profiles/${encodeURIComponent(username)}`),
    enabled: username.trim() !== '',
  });
}

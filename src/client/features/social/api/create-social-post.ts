import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventKeys } from '#client/lib/event-keys.ts';
import { socialPaths } from '#shared/api-paths.ts';
import type { CreateSocialPostBody, SocialPostRecord } from '#shared/contracts/social.ts';

/** POST /api/events/:id/social-posts: the record of a share. */
export const createSocialPost = (body: CreateSocialPostBody) =>
  apiFetch<SocialPostRecord>(socialPaths.posts(body.event_id), { method: 'POST', body });

/**
 * Saves a share record, then refetches the event so its socialPosts (green checks, the Calendar &
 * Social Sharing card) show it. A plain async function rather than a mutation: the share flow
 * words its own failure toasts ('Warning'), which a global mutation error toast would repeat.
 */
export function useCreateSocialPost() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: CreateSocialPostBody): Promise<SocialPostRecord> => {
      const post = await createSocialPost(body);
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(body.event_id) });
      return post;
    },
    [queryClient],
  );
}

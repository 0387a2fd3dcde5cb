import { useQueryClient } from '@tanstack/react-query';
import { useStableCallback } from '#client/hooks/use-stable-callback.ts';
import type { EventListItem } from '#shared/contracts/events.ts';

type Options = {
  /** The /search page: a 403 means "only administrators may delete here". */
  isAdminOnly?: boolean;
};

/**
 * Deletes an event and says how it went. Only hosts and administrators delete from a list, so the
 * code that does it loads on the first deletion, not with every list page.
 */
export function useDeleteEventAction({ isAdminOnly = false }: Options = {}) {
  const queryClient = useQueryClient();
  return useStableCallback(async (event: EventListItem): Promise<void> => {
    const { deleteEventAndSay } = await import('./delete-event-and-say.ts');
    await deleteEventAndSay(queryClient, event, { isAdminOnly });
  });
}

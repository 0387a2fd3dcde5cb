import { toast } from '#client/components/ui/use-toast.ts';
import { useDeleteEvent } from '#client/features/events/api/delete-event.ts';
import { useStableCallback } from '#client/hooks/use-stable-callback.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { EventListItem } from '#shared/contracts/events.ts';

type Options = {
  /** The /search page: a 403 means "only administrators may delete here". */
  isAdminOnly?: boolean;
};

/** Deletes an event and says how it went. */
export function useDeleteEventAction({ isAdminOnly = false }: Options = {}) {
  const { mutateAsync } = useDeleteEvent();
  return useStableCallback(async (event: EventListItem): Promise<void> => {
    try {
      await mutateAsync({ id: event.id });
      toast({
        title: 'Event deleted',
        description: 'The event has been deleted successfully.',
        variant: 'success',
      });
    } catch (error) {
      if (isAdminOnly && error instanceof ApiError && error.status === 403) {
        toast({
          title: 'Permission Denied',
          description: 'Only administrators can delete events.',
          variant: 'destructive',
        });
        return;
      }
      const message = error instanceof ApiError ? error.body?.message : undefined;
      toast({
        title: 'Error deleting event',
        description: message || 'Failed to delete event',
        variant: 'destructive',
      });
    }
  });
}

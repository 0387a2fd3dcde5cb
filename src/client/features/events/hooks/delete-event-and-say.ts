import type { QueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { EventListItem } from '#shared/contracts/events.ts';
import { deleteEvent, refreshAfterDelete } from '../api/delete-event.ts';

/** Deletes an event, refreshes the lists and says how it went in a toast. */
export async function deleteEventAndSay(
  queryClient: QueryClient,
  event: EventListItem,
  { isAdminOnly }: { isAdminOnly: boolean },
): Promise<void> {
  try {
    await deleteEvent(event.id);
    await refreshAfterDelete(queryClient, { id: event.id });
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
    return;
  }
  toast({
    title: 'Event deleted',
    description: 'The event has been deleted successfully.',
    variant: 'success',
  });
}

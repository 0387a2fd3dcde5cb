import { CalendarX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import type { EventScope } from '#shared/contracts/events.ts';
import { useDeleteEvent } from '../api/delete-event.ts';

type Action = {
  scope: EventScope;
  label: string;
  title: string;
  description: string;
  confirm: string;
  done: string;
};

/**
 * The host's controls on a date of a series: cancel this date (its page and answers go; the series'
 * calendar entry skips it) or delete every date. Afterwards the host lands on `nextDateId` (the next
 * date, for a cancelled one) or My Events.
 */
export function SeriesHostActions({
  eventId,
  dateLabel,
  nextDateId,
}: {
  eventId: number;
  /** This date as the page shows it ('Tue, Nov 3, 7:00 PM'). */
  dateLabel: string;
  nextDateId: number | null;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<EventScope | null>(null);
  const remove = useDeleteEvent();
  const actions: Action[] = [
    {
      scope: 'occurrence',
      label: 'Cancel this date',
      title: 'Cancel this date',
      description: `Cancel ${dateLabel}? Its page and its guests' answers go away; the other dates stay.`,
      confirm: 'Cancel date',
      done: `${dateLabel} was cancelled.`,
    },
    {
      scope: 'series',
      label: 'Delete the whole series',
      title: 'Delete the whole series',
      description:
        'Delete every date of this event, past and upcoming, with their guest lists? This cannot be undone.',
      confirm: 'Delete series',
      done: 'Every date of the series was deleted.',
    },
  ];

  async function run(action: Action) {
    try {
      await remove.mutateAsync({ id: eventId, scope: action.scope });
      setOpen(null);
      toast({ title: 'Done', description: action.done, variant: 'success' });
      navigate(action.scope === 'occurrence' && nextDateId ? paths.event(nextDateId) : paths.myEvents);
    } catch (error) {
      setOpen(null);
      toast({ title: 'Error', description: errorMessageOf(error), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-wrap gap-2 border-border border-t pt-3">
      {actions.map((action) => (
        <ConfirmDialog
          key={action.scope}
          open={open === action.scope}
          onOpenChange={(isOpen) => setOpen(isOpen ? action.scope : null)}
          trigger={
            <Button type="button" variant="outline" size="sm">
              {action.scope === 'occurrence' ? (
                <CalendarX aria-hidden="true" className="size-4" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {action.label}
            </Button>
          }
          title={action.title}
          description={action.description}
          cancelLabel="Keep it"
          confirmLabel={action.confirm}
          pendingLabel="Working..."
          destructive
          isPending={remove.isPending}
          onConfirm={() => run(action)}
        />
      ))}
    </div>
  );
}

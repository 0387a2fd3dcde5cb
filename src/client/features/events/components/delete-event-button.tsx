import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

/**
 * A card's delete control: confirm, then delete with the button disabled and reading 'Deleting...'
 *. The dialog stays open until `onConfirm` settles; the caller reports the outcome.
 */
export function DeleteEventButton({
  title,
  description,
  onConfirm,
}: {
  title: string;
  /** Defaults to 'Are you sure you want to delete the event titled {title}? ...'. */
  description?: ReactNode;
  onConfirm: () => unknown;
}) {
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={`Delete ${title}`}
          title="Delete event"
          className="relative inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-ink-700 shadow-md backdrop-blur transition-[scale,background-color,color] duration-150 hover:scale-105 hover:bg-white hover:text-destructive active:scale-95"
        >
          <Trash2 aria-hidden="true" className="size-[1.125rem]" strokeWidth={2.25} />
        </button>
      }
      title="Delete event"
      description={
        description ??
        `Are you sure you want to delete the event titled ${title}? This action cannot be undone.`
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      onConfirm={onConfirm}
    />
  );
}

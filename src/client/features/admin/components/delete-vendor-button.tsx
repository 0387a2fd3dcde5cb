import { Trash2 } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

/** Asks 'Are you sure you want to delete this vendor?' before deleting one. */
export function DeleteVendorButton({ name, onConfirm }: { name: string; onConfirm: () => Promise<unknown> }) {
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          aria-label={`Delete ${name}`}
        >
          <Trash2 aria-hidden="true" /> Delete
        </button>
      }
      title={`Delete ${name}?`}
      description="Are you sure you want to delete this vendor?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
    />
  );
}

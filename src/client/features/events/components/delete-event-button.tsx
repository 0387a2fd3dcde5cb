import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';

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
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setIsDeleting(true);
    try {
      await onConfirm();
    } catch {
      // The caller has already told the user what went wrong.
    } finally {
      setIsDeleting(false);
      setIsOpen(false);
    }
  };

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isDeleting && setIsOpen(open)}>
      <AlertDialogTrigger
        aria-label={`Delete ${title}`}
        title="Delete event"
        className="relative inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-ink-700 shadow-md backdrop-blur transition-[scale,background-color,color] duration-150 hover:scale-105 hover:bg-white hover:text-destructive active:scale-95"
      >
        <Trash2 aria-hidden="true" className="size-[1.125rem]" strokeWidth={2.25} />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete event</AlertDialogTitle>
          <AlertDialogDescription>
            {description ??
              `Are you sure you want to delete the event titled ${title}? This action cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={isDeleting} onClick={confirm}>
            {isDeleting ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
} from './alert-dialog.tsx';

type ConfirmDialogProps = {
  /** The control that opens the dialog; leave out when the caller opens it through `open`. */
  trigger?: ReactNode;
  /** Controlled open state; without it the dialog keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** More of the dialog's body, below the description. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** What the confirm button reads while `onConfirm` runs ('Deleting...'). */
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  /** True while work the caller started elsewhere runs: the dialog can neither close nor confirm. */
  isPending?: boolean;
  /**
   * Runs on confirm. The dialog stays open, its buttons disabled, until what it returns settles, then
   * closes. A failure is swallowed here: the caller tells the user what went wrong.
   */
  onConfirm: () => unknown;
};

/** Asks before something that cannot be taken back: a title, a sentence, Cancel and a confirm button. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [isRunning, setIsRunning] = useState(false);
  const isBusy = isPending || isRunning;
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setIsRunning(true);
    try {
      await onConfirm();
    } catch {
      // The caller has already told the user what went wrong.
    } finally {
      setIsRunning(false);
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={isOpen} onOpenChange={(next) => !isBusy && setOpen(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'default'}
            disabled={isBusy}
            onClick={confirm}
          >
            {isBusy && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { ExternalLink } from 'lucide-react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { INSTAGRAM_URL } from '../lib/share-record.ts';

type InstagramConfirmDialogProps = {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Confirm Instagram Post', asked after the caption was copied. */
export function InstagramConfirmDialog({ isOpen, onCancel, onConfirm }: InstagramConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Confirm Instagram Post"
      description="Did you successfully post to Instagram?"
      cancelLabel="No, I'll try again"
      confirmLabel="Yes, I posted successfully"
      onConfirm={onConfirm}
    >
      <p className="text-muted-foreground text-sm">
        Your caption is on the clipboard. Paste it into a new post in the Instagram app or on{' '}
        <a
          href={INSTAGRAM_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          instagram.com
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
        , then come back here.
      </p>
    </ConfirmDialog>
  );
}

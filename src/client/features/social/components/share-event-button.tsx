import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { useUser } from '#client/lib/user.ts';
import type { Event } from '#shared/contracts/events.ts';
import { SharePanel } from './share-panel.tsx';

export type ShareEventButtonProps = {
  event: Event;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * 'Share Event': opens the Share panel. Anyone may share a public event (copy its link, open a
 * platform's dialog, add it to a calendar); only keeping a record of the share needs an account.
 */
export function ShareEventButton({ event, variant = 'default', size, className }: ShareEventButtonProps) {
  const { data: user } = useUser();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setIsOpen(true)}>
        <Share2 aria-hidden="true" />
        Share Event
      </Button>
      <SharePanel event={event} isOpen={isOpen} onOpenChange={setIsOpen} isSignedIn={Boolean(user)} />
    </>
  );
}

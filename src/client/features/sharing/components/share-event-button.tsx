import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { useUser } from '#client/lib/user.ts';
import type { Event } from '#shared/contracts/events.ts';
import { SharePanel } from './share-panel.tsx';

export type ShareEventButtonProps = {
  event: Event;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/** 'Share Event': opens the Share panel; sharing is for signed-in users. */
export function ShareEventButton({ event, variant = 'default', size, className }: ShareEventButtonProps) {
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);

  function handleClick() {
    if (!user) {
      toast({ title: 'Login Required', description: 'Please log in to share this event' });
      navigate(authPathWithRedirect(location.pathname + location.search));
      return;
    }
    setIsOpen(true);
  }

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={handleClick} disabled={isPending}>
        <Share2 aria-hidden="true" />
        Share Event
      </Button>
      {user ? <SharePanel event={event} isOpen={isOpen} onOpenChange={setIsOpen} /> : null}
    </>
  );
}

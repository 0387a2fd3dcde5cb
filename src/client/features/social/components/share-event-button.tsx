import { Share2 } from 'lucide-react';
import { Suspense } from 'react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { lazyOnIntent, useOpenOnPress } from '#client/lib/lazy-on-intent.ts';
import { useUser } from '#client/lib/user.ts';
import type { Event } from '#shared/contracts/events.ts';

// The panel (the sheet, the composer, the platforms' rules) is most of sharing's code: it loads
// when the visitor reaches for the button, not with the event page.
const SharePanel = lazyOnIntent(() => import('./share-panel.tsx').then((m) => m.SharePanel));

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
  const { isOpen, setIsOpen, wasOpened, trigger, triggerProps } = useOpenOnPress(SharePanel);

  return (
    <>
      <Button variant={variant} size={size} className={className} {...triggerProps}>
        <Share2 aria-hidden="true" />
        Share Event
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <SharePanel
            event={event}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            isSignedIn={Boolean(user)}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { Rss } from 'lucide-react';
import { type ComponentProps, lazy, useState } from 'react';
import { ClientLazy } from '#client/components/client-lazy.tsx';
import { Button } from '#client/components/ui/button.tsx';

// The dialog pulls in Radix's dialog, focus and scroll-lock code (about 15 KB gzip): it loads
// after the first paint, behind a button that looks the same.
const SubscribeFeedDialog = lazy(() =>
  import('./subscribe-feed-dialog.tsx').then((m) => ({ default: m.SubscribeFeedDialog })),
);

type Props = Omit<ComponentProps<typeof SubscribeFeedDialog>, 'open' | 'onOpenChange'>;

/**
 * 'Subscribe' to the list the visitor is looking at as a live calendar feed. A press before the
 * dialog's code has arrived is kept, and the dialog opens as soon as it has.
 */
export function SubscribeFeedButton(props: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <ClientLazy
      fallback={
        <Button
          variant="outline"
          size={props.size ?? 'md'}
          className="w-fit"
          aria-busy={isOpen}
          onClick={() => setIsOpen(true)}
        >
          <Rss aria-hidden="true" />
          Subscribe
        </Button>
      }
    >
      <SubscribeFeedDialog {...props} open={isOpen} onOpenChange={setIsOpen} />
    </ClientLazy>
  );
}

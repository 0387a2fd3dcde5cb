import { Rss } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { lazyOnIntent, useOpenOnPress } from '#client/lib/lazy-on-intent.ts';
import type { EventsFeedQuery } from '#shared/contracts/events.ts';

// The dialog pulls in Radix's dialog, focus and scroll-lock code (about 15 KB gzip): it loads when
// the visitor reaches for the button, not with the page.
const SubscribeFeedDialog = lazyOnIntent(() =>
  import('./subscribe-feed-dialog.tsx').then((m) => m.SubscribeFeedDialog),
);

type Props = { query: EventsFeedQuery; description: string; size?: 'md' | 'sm' };

/** 'Subscribe' to the list the visitor is looking at as a live calendar feed. */
export function SubscribeFeedButton({ size = 'md', ...props }: Props) {
  const { isOpen, setIsOpen, wasOpened, trigger, triggerProps } = useOpenOnPress(SubscribeFeedDialog);
  return (
    <>
      <Button variant="outline" size={size} className="w-fit" {...triggerProps}>
        <Rss aria-hidden="true" />
        Subscribe
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <SubscribeFeedDialog {...props} open={isOpen} onOpenChange={setIsOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}

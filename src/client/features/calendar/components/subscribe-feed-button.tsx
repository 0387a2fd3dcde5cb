import { Rss } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Button } from '#client/components/ui/button.tsx';

// The dialog pulls in Radix's dialog, focus and scroll-lock code (about 15 KB gzip): it loads
// after the first paint, behind a button that looks the same.
const SubscribeFeedDialog = lazy(() =>
  import('./subscribe-feed-dialog.tsx').then((m) => ({ default: m.SubscribeFeedDialog })),
);

/** 'Subscribe' to the list the visitor is looking at as a live calendar feed. */
export function SubscribeFeedButton(props: ComponentProps<typeof SubscribeFeedDialog>) {
  return (
    <Suspense
      fallback={
        <Button variant="outline" size={props.size ?? 'md'} className="w-fit" aria-busy="true">
          <Rss aria-hidden="true" />
          Subscribe
        </Button>
      }
    >
      <SubscribeFeedDialog {...props} />
    </Suspense>
  );
}

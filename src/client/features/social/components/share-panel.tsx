import { Clock, Send } from 'lucide-react';
import { type RefObject, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '#client/components/ui/sheet.tsx';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { focusBackTo } from '#client/lib/lazy-on-intent.ts';
import { siteOrigin } from '#client/lib/site-origin.ts';
import type { Event } from '#shared/contracts/events.ts';
import { buildEventUrl } from '#shared/lib/calendar/calendar-event.ts';
import { PLATFORMS } from '#shared/lib/share/platforms.ts';
import { useShareComposer } from '../hooks/use-share-composer.ts';
import { useShareFlow } from '../hooks/use-share-flow.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { InstagramConfirmDialog } from './instagram-confirm-dialog.tsx';
import { PlatformGrid } from './platform-grid.tsx';
import { ShareMessageBox } from './share-message-box.tsx';
import { SharePreviewCard } from './share-preview-card.tsx';

export type SharePanelProps = {
  event: Event;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A guest's shares open the platform's dialog but leave no record on the event. */
  isSignedIn: boolean;
  /** The button that opened the panel, which gets the focus back when it closes. */
  trigger: RefObject<HTMLElement | null>;
};

const PASTE_HINTS = {
  facebook: 'Facebook does not take pre-filled text: your message is copied, paste it into the post.',
  linkedin: 'LinkedIn does not take pre-filled text: your message is copied, paste it into the post.',
  twitter: 'The link is added to your tweet with tracking for Confetti.',
  instagram: 'Instagram has no web share link: your caption is copied so you can paste it in the app.',
} as const;

function formatList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** The side sheet 'Share this event'. */
export function SharePanel({ event, isOpen, onOpenChange, isSignedIn, trigger }: SharePanelProps) {
  const siteUrl = siteOrigin();
  const eventUrl = buildEventUrl(siteUrl, event.id);
  const composer = useShareComposer(event, eventUrl);
  const flow = useShareFlow({ event, eventUrl, siteUrl, isSignedIn });
  const shared = useMemo(
    () => new Set<string>([...event.socialPosts.map((post) => post.platform), ...flow.justShared]),
    [event.socialPosts, flow.justShared],
  );
  const platform = composer.platform ? PLATFORMS[composer.platform] : null;
  const location = useLocation();

  function handleShare() {
    if (!composer.platform) return;
    if (composer.platform === 'instagram') void flow.startInstagram(composer.message);
    else void flow.shareWithPopup(composer.platform, composer.message);
  }

  return (
    <>
      <Sheet open={isOpen} onOpenChange={onOpenChange}>
        <SheetContent onCloseAutoFocus={focusBackTo(trigger)}>
          <SheetHeader>
            <SheetTitle>Share this event</SheetTitle>
            <SheetDescription>
              Choose a platform and optimize your content for the best reach
            </SheetDescription>
          </SheetHeader>
          <SheetBody>
            {/* A plain wrapper: grid rows directly in the fixed-height scroller would shrink the preview. */}
            <div className="grid grid-cols-1 gap-5">
              <PlatformGrid selected={composer.platform} shared={shared} onSelect={composer.selectPlatform} />
              {platform ? (
                <>
                  <p className="flex items-center gap-2 text-muted-foreground text-sm">
                    <Clock aria-hidden="true" className="size-4 shrink-0" />
                    <span>
                      Best times to post on {platform.name}: {formatList(platform.bestTimeToPost)}
                    </span>
                  </p>
                  <SharePreviewCard event={event} platform={platform.id} siteHost={window.location.host} />
                  <ShareMessageBox
                    value={composer.message}
                    maxLength={platform.maxLength}
                    onChange={composer.setMessage}
                    onRegenerate={composer.regenerate}
                  />
                  <p className="text-muted-foreground text-xs">{PASTE_HINTS[platform.id]}</p>
                  {isSignedIn ? null : (
                    <p className="text-muted-foreground text-xs">
                      <Link
                        to={authPathWithRedirect(location.pathname)}
                        className="font-medium text-primary underline"
                      >
                        Sign in
                      </Link>{' '}
                      to keep a record of your shares on this event.
                    </p>
                  )}
                  <Button
                    onClick={handleShare}
                    isLoading={flow.sharingPlatform === platform.id}
                    disabled={flow.sharingPlatform !== null}
                  >
                    {flow.sharingPlatform === null ? <Send aria-hidden="true" /> : null}
                    Share on {platform.name}
                  </Button>
                </>
              ) : (
                <p className="rounded-xl bg-muted px-4 py-6 text-center text-muted-foreground text-sm">
                  Pick a platform to see a preview and a message written for it.
                </p>
              )}
              <div className="flex items-center justify-between gap-3 border-border border-t pt-4">
                <span className="min-w-0 truncate text-muted-foreground text-sm" title={eventUrl}>
                  {eventUrl}
                </span>
                <CopyLinkButton url={eventUrl} />
              </div>
            </div>
          </SheetBody>
        </SheetContent>
      </Sheet>
      <InstagramConfirmDialog
        isOpen={flow.isInstagramConfirmOpen}
        onCancel={flow.cancelInstagram}
        onConfirm={() => void flow.confirmInstagram()}
      />
    </>
  );
}

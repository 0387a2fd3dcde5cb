import { CalendarPlus } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { focusBackTo } from '#client/lib/lazy-on-intent.ts';
import { siteOrigin } from '#client/lib/site-origin.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { EventsFeedQuery } from '#shared/contracts/events.ts';
import { CopyField } from './copy-field.tsx';

/** The public feed's links for a filter: https for copying, webcal for calendar apps to open. */
export function buildEventsFeedLinks(query: EventsFeedQuery, siteUrl: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  const httpsUrl = `${siteUrl.replace(/\/+$/, '')}${eventsPaths.feed}${search}`;
  const webcalUrl = httpsUrl.replace(/^https?:\/\//i, 'webcal://');
  // Google Calendar adds a subscription by URL from its `cid` parameter.
  const googleUrl = `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcalUrl })}`;
  return { httpsUrl, webcalUrl, googleUrl };
}

/**
 * 'Subscribe': the list the visitor is looking at as a live calendar feed. Calendar apps poll it,
 * so new events that match appear there without a visit. `description` says what the feed holds.
 * The button that opens it lives outside (it is on the first screen, this code is not), so closing
 * gives the focus back to `trigger`.
 */
export function SubscribeFeedDialog({
  query,
  description,
  open,
  onOpenChange,
  trigger,
}: {
  query: EventsFeedQuery;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const links = buildEventsFeedLinks(query, siteOrigin());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusBackTo(trigger)}>
        <DialogHeader>
          <DialogTitle>Subscribe in your calendar</DialogTitle>
          <DialogDescription>
            {description}. Upcoming events that match appear in your calendar and it keeps itself up to date.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={links.webcalUrl}>
                <CalendarPlus aria-hidden="true" />
                Apple Calendar or Outlook
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={links.googleUrl} target="_blank" rel="noopener noreferrer">
                <CalendarPlus aria-hidden="true" />
                Google Calendar
              </a>
            </Button>
          </div>
          <CopyField label="Feed link (https)" value={links.httpsUrl} />
          <p className="text-muted-foreground text-sm">
            Any calendar app can subscribe to this link: look for “Subscribe to calendar”, “From URL” or
            “Internet calendar”.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { format } from 'date-fns';
import { CalendarCheck, ExternalLink, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '#shared/constants.ts';
import type { Event, SocialPost } from '#shared/contracts/events.ts';
import { PLATFORMS } from '#shared/lib/share/platforms.ts';
import {
  buildCalendarViewUrl,
  CALENDAR_KIND_LABELS,
  type CalendarInvite,
  listCalendarInvites,
} from '../lib/calendar-entries.ts';
import { downloadEventsIcs } from '../lib/download-ics.ts';
import { AddToCalendarMenu } from './add-to-calendar-menu.tsx';

export type CalendarSocialCardProps = {
  event: Event;
  /** The share control, e.g. `<ShareEventButton event={event} />` (composed by the page). */
  shareButton?: ReactNode;
};

const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

type PlatformShares = { platform: SocialPlatform; latest: SocialPost; count: number };

function groupShares(posts: readonly SocialPost[]): PlatformShares[] {
  return SOCIAL_PLATFORMS.flatMap((platform) => {
    const mine = posts.filter((post) => post.platform === platform);
    if (mine.length === 0) return [];
    const latest = mine.reduce((a, b) => (Date.parse(b.timestamp) > Date.parse(a.timestamp) ? b : a));
    return [{ platform, latest, count: mine.length }];
  });
}

function ExternalLinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="link" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

function InviteRow({ invite, event }: { invite: CalendarInvite; event: Event }) {
  const viewUrl = buildCalendarViewUrl(invite.kind, event);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <span className="grid">
        <span className="font-medium text-sm">{CALENDAR_KIND_LABELS[invite.kind]}</span>
        <span className="text-muted-foreground text-xs">Added {formatDay(invite.addedAt)}</span>
      </span>
      {viewUrl ? (
        <ExternalLinkButton href={viewUrl}>View in Calendar</ExternalLinkButton>
      ) : (
        // A file has no web view: open it again in the device's calendar app.
        <Button
          variant="link"
          size="sm"
          onClick={() => void downloadEventsIcs([event], window.location.origin)}
        >
          View in Calendar
        </Button>
      )}
    </li>
  );
}

/** The event page's 'Calendar & Social Sharing' card. */
export function CalendarSocialCard({ event, shareButton }: CalendarSocialCardProps) {
  const invites = listCalendarInvites(event.socialPosts);
  const shares = groupShares(event.socialPosts);
  return (
    <Card aria-labelledby="calendar-social-title" className="render-when-near">
      <CardHeader>
        <CardTitle id="calendar-social-title">Calendar &amp; Social Sharing</CardTitle>
        <CardDescription>Keep the date and spread the word.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-label="Calendar invites" className="grid gap-2">
          <h4 className="flex items-center gap-2 font-semibold text-sm">
            <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
            Calendar
          </h4>
          {invites.length > 0 ? (
            <ul className="divide-y divide-border">
              {invites.map((invite) => (
                <InviteRow key={invite.kind} invite={invite} event={event} />
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">Not in a calendar yet.</p>
          )}
          <div>
            <AddToCalendarMenu event={event} />
          </div>
        </section>
        <section aria-label="Social shares" className="grid gap-2">
          <h4 className="flex items-center gap-2 font-semibold text-sm">
            <Share2 aria-hidden="true" className="size-4 text-primary" />
            Social
          </h4>
          {shares.length > 0 ? (
            <ul className="divide-y divide-border">
              {shares.map(({ platform, latest, count }) => (
                <li
                  key={platform}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
                >
                  <span className="grid">
                    <span className="font-medium text-sm">{PLATFORMS[platform].name}</span>
                    <span className="text-muted-foreground text-xs">
                      {count === 1 ? 'Shared' : `Shared ${count} times, last`} {formatDay(latest.timestamp)}
                    </span>
                  </span>
                  {/^https?:\/\//i.test(latest.url) ? (
                    // Legacy rows were never validated; only web links become links.
                    <ExternalLinkButton href={latest.url}>View Post</ExternalLinkButton>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">Not shared yet. Be the first to share it.</p>
          )}
          {shareButton ? <div>{shareButton}</div> : null}
        </section>
      </CardContent>
    </Card>
  );
}

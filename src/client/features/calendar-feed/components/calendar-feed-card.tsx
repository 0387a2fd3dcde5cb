import { CalendarSync, RefreshCw, Rss, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { CalendarFeedLinks } from '#shared/contracts/calendar-feed.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed.ts';
import { CopyField } from './copy-field.tsx';

type Confirmation = 'rotate' | 'revoke' | null;

function FeedLinks({ links }: { links: CalendarFeedLinks }) {
  return (
    <div className="grid gap-4">
      <CopyField label="Subscription link (webcal)" value={links.webcalUrl} />
      <CopyField label="Web link" value={links.httpsUrl} />
      <ul className="grid list-disc gap-1 pl-5 text-muted-foreground text-sm">
        <li>
          <strong className="text-foreground">Apple Calendar or Outlook:</strong> open the{' '}
          <a href={links.webcalUrl} className="font-medium text-primary underline-offset-4 hover:underline">
            subscription link
          </a>{' '}
          or add it as a subscribed / internet calendar.
        </li>
        <li>
          <strong className="text-foreground">Google Calendar:</strong> Other calendars, then From URL, and
          paste the web link.
        </li>
        <li>Keep the link private: anyone who has it can see your bookmarked events.</li>
      </ul>
    </div>
  );
}

/**
 * The personal calendar feed on the Bookmarked Events tab: a secret link that calendar apps
 * subscribe to, so bookmarks appear there and stay current. The link is shown once, when made.
 */
export function CalendarFeedCard() {
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [links, setLinks] = useState<CalendarFeedLinks | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const isEnabled = status.data?.isEnabled ?? false;

  function createLink() {
    create.mutate(undefined, { onSuccess: setLinks });
  }

  function revokeFeed() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLinks(null);
        toast({ title: 'Calendar feed turned off', description: 'The old link no longer works.' });
      },
    });
  }

  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title" className="flex items-center gap-2">
          <CalendarSync aria-hidden="true" className="size-5 text-primary" />
          Calendar feed
        </CardTitle>
        <CardDescription>
          Subscribe to your events in Apple, Google or Outlook Calendar. Events you bookmark, are going to or
          host appear there and update automatically.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-11 w-48" />
        ) : status.isError ? (
          <p className="text-destructive text-sm">
            Could not load your calendar feed. Reload the page to try again.
          </p>
        ) : links ? (
          <FeedLinks links={links} />
        ) : isEnabled ? (
          <p className="text-muted-foreground text-sm">
            Your calendar feed is on. For your security the link is only shown when it is made: create a new
            link to see one (calendars using the old link stop updating).
          </p>
        ) : null}
        {!status.isPending && !status.isError ? (
          <div className="flex flex-wrap gap-2">
            {isEnabled ? (
              <>
                <Button
                  variant="outline"
                  onClick={() => setConfirmation('rotate')}
                  isLoading={create.isPending}
                >
                  <RefreshCw aria-hidden="true" />
                  Create a new link
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => setConfirmation('revoke')}
                  isLoading={revoke.isPending}
                >
                  <Trash2 aria-hidden="true" />
                  Revoke
                </Button>
              </>
            ) : (
              <Button onClick={createLink} isLoading={create.isPending}>
                <Rss aria-hidden="true" />
                Get calendar link
              </Button>
            )}
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmation(null))}
        title={confirmation === 'revoke' ? 'Revoke your calendar feed?' : 'Create a new link?'}
        description={
          confirmation === 'revoke'
            ? 'Calendars subscribed to your feed stop receiving your bookmarks. You can make a new link at any time.'
            : 'The current link stops working at once; calendars subscribed to it need the new one.'
        }
        confirmLabel={confirmation === 'revoke' ? 'Revoke' : 'Create a new link'}
        destructive={confirmation === 'revoke'}
        onConfirm={confirmation === 'revoke' ? revokeFeed : createLink}
      />
    </Card>
  );
}

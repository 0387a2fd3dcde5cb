import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { RsvpCounts } from '#shared/contracts/rsvp.ts';
import { useGuestPages, useRemoveGuest } from '../api/guest-list.ts';
import { GuestMessageForm } from './guest-message-form.tsx';
import { GuestRow } from './guest-row.tsx';

function Counts({ counts }: { counts: RsvpCounts }) {
  const items = [
    ['Going', counts.going],
    ['Maybe', counts.maybe],
    ['Waitlist', counts.waitlisted],
    ["Can't go", counts.declined],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-2xl border bg-card px-4 py-3">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className="font-display text-2xl">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The host's guest list: counts by answer, search, a page at a time, CSV, remove, message a group. */
export function GuestListView({ eventId }: { eventId: number }) {
  const [q, setQ] = useState('');
  const query = useGuestPages(eventId, q.trim());
  const remove = useRemoveGuest(eventId);
  if (query.isError)
    return <p role="alert">{errorMessageOf(query.error, 'The guest list could not be loaded.')}</p>;
  const first = query.data?.pages[0];
  if (!first) return <p className="text-muted-foreground">Loading the guest list…</p>;
  if (first.view !== 'host') return <p role="alert">Only the host can see the guest list with emails.</p>;
  const guests = (query.data?.pages ?? []).flatMap((page) => (page.view === 'host' ? page.guests : []));
  return (
    <div className="grid gap-6">
      <Counts counts={first.counts} />
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            aria-label="Search guests by name or email"
            placeholder="Search guests"
            className="pl-9"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <Button asChild variant="outline">
          <a href={`/api${rsvpPaths.guestsCsv(eventId)}`} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {guests.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-5 py-8 text-center text-muted-foreground">
          {q ? 'No guest matches that search.' : 'No answers yet. Share the event to get your first RSVP.'}
        </p>
      ) : (
        <div className="grid gap-3">
          <ul aria-label="Guests" className="grid gap-3">
            {guests.map((guest) => (
              <GuestRow
                key={guest.id}
                guest={guest}
                isRemoving={remove.isPending}
                onRemove={() => void remove.mutateAsync(guest.id).catch(() => {})}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              Showing {guests.length} of {first.total} {first.total === 1 ? 'guest' : 'guests'}
            </p>
            {query.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <GuestMessageForm eventId={eventId} />
    </div>
  );
}

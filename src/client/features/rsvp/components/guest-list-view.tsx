import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { HostGuest, RsvpCounts } from '#shared/contracts/rsvp.ts';
import { useGuestList, useRemoveGuest } from '../api/guest-list.ts';
import { GuestMessageForm } from './guest-message-form.tsx';
import { RsvpStatusBadge } from './rsvp-status-badge.tsx';

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

function GuestRow({
  guest,
  onRemove,
  isRemoving,
}: {
  guest: HostGuest;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  return (
    <li className="grid gap-2 rounded-2xl border bg-card px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {guest.name}
          <RsvpStatusBadge status={guest.status} waitlistPosition={guest.waitlistPosition} />
          {guest.plusOnes > 0 ? (
            <span className="font-normal text-muted-foreground text-sm">+{guest.plusOnes}</span>
          ) : null}
        </p>
        <p className="truncate text-muted-foreground text-sm">
          {guest.email} · answered {new Date(guest.updatedAt).toLocaleString()}
        </p>
        {guest.note ? <p className="mt-1 whitespace-pre-line text-sm">“{guest.note}”</p> : null}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={isRemoving}
        onClick={() => {
          if (window.confirm(`Remove ${guest.name} from the guest list?`)) onRemove();
        }}
      >
        Remove
      </Button>
    </li>
  );
}

/** The host's guest list: counts by answer, search, CSV, remove, message a group. */
export function GuestListView({ eventId }: { eventId: number }) {
  const [q, setQ] = useState('');
  const query = useGuestList(eventId, q.trim());
  const remove = useRemoveGuest(eventId);
  if (query.isError)
    return <p role="alert">{errorMessageOf(query.error, 'The guest list could not be loaded.')}</p>;
  if (!query.data) return <p className="text-muted-foreground">Loading the guest list…</p>;
  if (query.data.view !== 'host')
    return <p role="alert">Only the host can see the guest list with emails.</p>;
  const { counts, guests } = query.data;
  return (
    <div className="grid gap-6">
      <Counts counts={counts} />
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
      )}
      <GuestMessageForm eventId={eventId} />
    </div>
  );
}

import { Link } from 'react-router';
import { formatWhen } from '#shared/lib/format-when.ts';
import { useMyRsvps } from '../api/get-my-rsvps.ts';
import { RsvpStatusBadge } from './rsvp-status-badge.tsx';

/** The profile's 'My RSVPs': every answer with its event, upcoming first. */
export function MyRsvpsList({ eventHref }: { eventHref: (id: number) => string }) {
  const query = useMyRsvps();
  if (query.isPending) return <p className="text-muted-foreground">Loading your RSVPs…</p>;
  if (query.isError) return <p role="alert">Your RSVPs could not be loaded. Please reload the page.</p>;
  if (query.data.length === 0)
    return (
      <p className="rounded-2xl border border-dashed px-5 py-8 text-center text-muted-foreground">
        You haven't answered any invitations yet. Open an event and choose Going, Maybe or Can't go.
      </p>
    );
  return (
    <ul className="grid gap-3">
      {query.data.map(({ rsvp, event }) => (
        <li
          key={rsvp.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-card px-4 py-3"
        >
          <div className="min-w-0">
            <Link to={eventHref(event.id)} className="font-semibold hover:underline">
              {event.title}
            </Link>
            <p className="text-muted-foreground text-sm">
              {formatWhen(event.date, event.timeZone, { withZone: false })} · {event.location}
            </p>
          </div>
          <RsvpStatusBadge status={rsvp.status} waitlistPosition={rsvp.waitlistPosition}>
            {rsvp.plusOnes > 0 ? ` +${rsvp.plusOnes}` : ''}
          </RsvpStatusBadge>
        </li>
      ))}
    </ul>
  );
}

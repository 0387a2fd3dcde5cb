import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { paths } from '#client/config/paths.ts';
import type { Event } from '#shared/contracts/events.ts';
import { describeWhen, formatEventDateLong } from '../lib/event-date.ts';

type EventHeaderProps = {
  event: Event;
  now: Date;
  /** Edit Event for permitted users; the sharing issue may add a share button here too. */
  actions?: ReactNode;
};

/** Category, title and a one-glance summary of when and where. */
export function EventHeader({ event, now, actions }: EventHeaderProps) {
  const when = describeWhen(event.date, event.timeZone, now);
  const isPast = when === 'This event has passed';
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge asChild className="transition-colors hover:bg-brand-200">
          <Link to={`${paths.home}?${new URLSearchParams({ category: event.category })}`}>
            {event.category}
          </Link>
        </Badge>
        {when ? <Badge variant={isPast ? 'secondary' : 'success'}>{when}</Badge> : null}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="min-w-0 break-words font-display text-h1 text-ink-950">{event.title}</h1>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2 sm:pt-1.5">{actions}</div> : null}
      </div>
      <dl className="grid gap-2 text-ink-700 sm:flex sm:flex-wrap sm:gap-x-6">
        <div className="min-w-0">
          <dt className="sr-only">Date</dt>
          <dd className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-600" />
            {formatEventDateLong(event.date, event.timeZone)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Location</dt>
          <dd className="flex min-w-0 items-start gap-2 break-words">
            <MapPin aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-600" />
            <span className="min-w-0">{event.location.trim() || 'No location provided'}</span>
          </dd>
        </div>
      </dl>
    </header>
  );
}

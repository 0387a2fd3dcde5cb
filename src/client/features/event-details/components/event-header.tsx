import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { paths } from '#client/config/paths.ts';
import type { Event } from '#shared/contracts/events.ts';
import { admissionOf, formatPrice } from '#shared/lib/admission.ts';
import { describeWhen, formatEventDateLong } from '../lib/event-date.ts';
import { EventTickets } from './event-tickets.tsx';

type EventHeaderProps = {
  event: Event;
  now: Date;
  /** Edit Event for permitted users; the sharing issue may add a share button here too. */
  actions?: ReactNode;
  /** The bookmark heart, beside the title at every width. */
  bookmark?: ReactNode;
};

/** Category, title and a one-glance summary of when and where. */
export function EventHeader({ event, now, actions, bookmark }: EventHeaderProps) {
  const when = describeWhen(event, now);
  const isPast = when === 'This event has passed';
  const admission = admissionOf(event);
  const price = formatPrice(admission);
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge asChild className="transition-colors hover:bg-brand-200">
          <Link to={`${paths.home}?${new URLSearchParams({ category: event.category })}`}>
            {event.category}
          </Link>
        </Badge>
        {when ? <Badge variant={isPast ? 'secondary' : 'success'}>{when}</Badge> : null}
        {admission.isSoldOut ? <Badge className="bg-ink-900 text-white">Sold out</Badge> : null}
      </div>
      {/* Phones: title and heart on one line, other actions under them; wider: all on one line. */}
      <div className="flex flex-wrap items-start gap-3 sm:flex-nowrap sm:gap-4">
        <h1 className="min-w-0 flex-1 break-words font-display text-h1 text-ink-950">{event.title}</h1>
        {bookmark ? <div className="shrink-0 sm:pt-0.5">{bookmark}</div> : null}
        {actions ? (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:shrink-0 sm:pt-1.5">{actions}</div>
        ) : null}
      </div>
      <dl className="grid gap-2 text-ink-700 sm:flex sm:flex-wrap sm:gap-x-6">
        <div className="min-w-0">
          <dt className="sr-only">Date</dt>
          <dd className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-600" />
            {formatEventDateLong(event)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Location</dt>
          <dd className="flex min-w-0 items-start gap-2 break-words">
            <MapPin aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-600" />
            <span className="min-w-0">{event.location.trim() || 'No location provided'}</span>
          </dd>
        </div>
        {price ? (
          <div className="min-w-0">
            <dt className="sr-only">Price</dt>
            <dd className="flex items-start gap-2 font-semibold text-ink-900">
              <Ticket aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-600" />
              {price}
            </dd>
          </div>
        ) : null}
      </dl>
      <EventTickets event={event} />
    </header>
  );
}

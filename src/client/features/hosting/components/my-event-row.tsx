import { CalendarDays, Eye, MapPin, Pencil, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import type { EventListItem } from '#shared/contracts/events.ts';
import { formatEventDay } from '../lib/event-dates.ts';
import { EventThumbnail } from './event-thumbnail.tsx';

/**
 * One of my events: title, location, category and date, with View and Edit. A repeating event is
 * one row, at its next date, saying how often it repeats and how many dates it has.
 */
export function MyEventRow({
  event,
  isPast,
  seriesDates = 1,
}: {
  event: EventListItem;
  isPast: boolean;
  seriesDates?: number;
}) {
  const titleId = `my-event-${event.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs transition-shadow hover:shadow-md sm:flex-row sm:items-center sm:p-5"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <EventThumbnail image={event.image} category={event.category} />
        <div className="grid min-w-0 gap-1.5">
          <h2 id={titleId} className="truncate font-display text-h3">
            <Link to={paths.event(event.id)} className="hover:text-brand-700">
              {event.title}
            </Link>
          </h2>
          <p className="flex min-w-0 items-center gap-1.5 text-ink-700 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <span className="truncate">{event.location}</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
            <Badge>{event.category}</Badge>
            <span className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={event.date}>{formatEventDay(event.date, event.timeZone)}</time>
            </span>
            {isPast ? <Badge variant="secondary">Past</Badge> : null}
            {event.series ? (
              <Badge variant="secondary" className="gap-1">
                <Repeat aria-hidden="true" className="size-3" />
                {event.series.rule.startsWith('FREQ=MONTHLY') ? 'Repeats monthly' : 'Repeats weekly'} ·{' '}
                {seriesDates === 1 ? '1 date' : `${seriesDates} dates`}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col lg:flex-row">
        <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
          <Link to={paths.event(event.id)} aria-label={`View ${event.title}`}>
            <Eye aria-hidden="true" />
            View
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm" className="flex-1 sm:flex-none">
          <Link to={paths.editEvent(event.id)} aria-label={`Edit ${event.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      </div>
    </li>
  );
}

import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { paths } from '#client/config/paths.ts';
import type { Event } from '#shared/contracts/events.ts';

/** What the list shows of an event; a public profile's events carry just these. */
type ListedEvent = Pick<Event, 'id' | 'title' | 'date' | 'timeZone' | 'location' | 'category'>;

function dayParts(event: ListedEvent): { month: string; day: string } | null {
  const instant = new Date(event.date);
  if (!isValid(instant)) return null;
  try {
    const zoned = new TZDate(instant, event.timeZone);
    return { month: format(zoned, 'MMM'), day: format(zoned, 'd') };
  } catch {
    return { month: format(instant, 'MMM'), day: format(instant, 'd') };
  }
}

/** A dense list of events for the profile's My Events tab and a public profile: a date tile, the title and the place. */
export function CompactEventList({ events, label }: { events: readonly ListedEvent[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-2xl border border-border bg-card">
      {events.map((event) => {
        const parts = dayParts(event);
        return (
          <li key={event.id} className="flex items-center gap-4 p-3 sm:p-4">
            <span className="grid w-13 shrink-0 justify-items-center rounded-xl bg-primary-subtle py-1.5 text-primary-subtle-foreground">
              {parts ? (
                <>
                  <span className="font-semibold text-xs uppercase">{parts.month}</span>
                  <span className="font-display font-extrabold text-xl leading-none">{parts.day}</span>
                </>
              ) : (
                <span className="px-1 text-center text-[0.6875rem] leading-tight">Date not set</span>
              )}
            </span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Link to={paths.event(event.id)} className="truncate font-semibold hover:text-brand-700">
                {event.title}
              </Link>
              <p className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-sm">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{event.location}</span>
              </p>
            </div>
            <Badge variant="secondary" className="hidden sm:inline-flex">
              {event.category}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

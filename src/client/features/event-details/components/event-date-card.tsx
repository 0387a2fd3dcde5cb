import { CalendarDays } from 'lucide-react';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import type { Event } from '#shared/contracts/events.ts';
import { getEventDateParts } from '../lib/event-date.ts';
import { InfoCardHeading } from './info-card-heading.tsx';

/** The start in the long format, in the event's own time zone. */
export function EventDateCard({ event }: { event: Pick<Event, 'date' | 'timeZone'> }) {
  const parts = getEventDateParts(event);
  return (
    <Card className="h-full">
      <CardHeader>
        <InfoCardHeading icon={CalendarDays}>Date and Time</InfoCardHeading>
      </CardHeader>
      <CardContent>
        {parts ? (
          <time dateTime={event.date} className="grid gap-1">
            <span className="font-semibold text-ink-950">{parts.day}</span>
            <span className="text-ink-700">
              {parts.time}{' '}
              <abbr title={parts.zoneLong} className="no-underline">
                {parts.zone}
              </abbr>
            </span>
          </time>
        ) : (
          <p className="text-muted-foreground">Date to be announced</p>
        )}
        {parts ? (
          <p className="mt-3 text-muted-foreground text-sm">
            Times are shown in the event's local time zone.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

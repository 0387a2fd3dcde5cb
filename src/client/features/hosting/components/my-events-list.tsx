import { CircleAlert } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { EventListItem } from '#shared/contracts/events.ts';
import { collapseSeries } from '../lib/collapse-series.ts';
import { MyEventRow } from './my-event-row.tsx';
import { MyEventsEmpty } from './my-events-empty.tsx';

export const MY_EVENTS_ERROR = 'Error loading events. Please try again later.';

/** The list with its loading, error and empty states. `events` arrive already sorted. */
export function MyEventsList({
  events,
  isPending,
  isError,
  now,
}: {
  events: readonly EventListItem[];
  isPending: boolean;
  isError: boolean;
  now: Date;
}) {
  if (isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your events</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-4 rounded-2xl border border-border bg-card p-5">
            <Skeleton className="size-20 rounded-xl" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    );
  if (isError)
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-2xl bg-destructive-subtle px-5 py-4 font-medium text-destructive-subtle-foreground"
      >
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {MY_EVENTS_ERROR}
      </p>
    );
  if (events.length === 0) return <MyEventsEmpty />;
  return (
    <ul aria-label="My events" className="grid gap-3">
      {collapseSeries(events, now).map(({ event, seriesDates }) => (
        <MyEventRow
          key={event.id}
          event={event}
          isPast={Date.parse(event.date) < now.getTime()}
          seriesDates={seriesDates}
        />
      ))}
    </ul>
  );
}

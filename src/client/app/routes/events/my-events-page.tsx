import { CalendarClock, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { useEvents } from '#client/features/events/api/get-events.ts';
import { MyEventsList } from '#client/features/hosting/components/my-events-list.tsx';
import { MyEventsSortSelect } from '#client/features/hosting/components/my-events-sort-select.tsx';
import { collapseSeries } from '#client/features/hosting/lib/collapse-series.ts';
import { formatEventDay } from '#client/features/hosting/lib/event-dates.ts';
import { MY_EVENTS_QUERY } from '#client/features/hosting/lib/my-events-query.ts';
import {
  findLatestEvent,
  isMyEventsSortOrder,
  type MyEventsSortOrder,
  sortMyEvents,
} from '#client/features/hosting/lib/sort-my-events.ts';

/** /my-events: the events I host, sortable; the sort lives in the URL (?sort=). */
export function MyEventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = searchParams.get('sort');
  const order: MyEventsSortOrder = isMyEventsSortOrder(sortParam) ? sortParam : 'newest';
  const { data, isPending, isError } = useEvents(MY_EVENTS_QUERY);
  const [now] = useState(() => new Date());
  const events = useMemo(() => sortMyEvents(data?.events ?? [], order, now), [data, order, now]);
  // A repeating event counts once, at its next date, as the list shows it.
  const shown = useMemo(() => collapseSeries(events, now).map((entry) => entry.event), [events, now]);
  const latest = findLatestEvent(shown);
  const count = shown.length;

  function changeOrder(next: MyEventsSortOrder) {
    setSearchParams(
      (params) => {
        if (next === 'newest') params.delete('sort');
        else params.set('sort', next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <PageShell title="My Events" description="Every party you host, upcoming and past.">
      <div className="grid gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold" aria-live="polite">
              {isPending ? 'Loading…' : `${count} ${count === 1 ? 'event' : 'events'}`}
            </p>
            {latest ? (
              <Badge variant="outline" className="gap-1.5 py-1">
                <CalendarClock aria-hidden="true" />
                Latest: {formatEventDay(latest.date, latest.timeZone)}
              </Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {events.length > 0 ? <MyEventsSortSelect value={order} onChange={changeOrder} /> : null}
            <Button asChild className="grow sm:grow-0">
              <Link to={paths.createEvent}>
                <Plus aria-hidden="true" />
                Create New Event
              </Link>
            </Button>
          </div>
        </div>
        <MyEventsList events={events} isPending={isPending} isError={isError} now={now} />
      </div>
    </PageShell>
  );
}

import { ArrowRight, CalendarPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { useEvents } from '#client/features/events/api/get-events.ts';
import { MY_EVENTS_ERROR } from '#client/features/hosting/components/my-events-list.tsx';
import { MY_EVENTS_QUERY } from '#client/features/hosting/lib/my-events-query.ts';
import { sortMyEvents } from '#client/features/hosting/lib/sort-my-events.ts';
import { CompactEventList } from '#client/features/profiles/components/compact-event-list.tsx';
import { ProfileEmptyState } from '#client/features/profiles/components/profile-empty-state.tsx';

/** How many of my events the profile lists before pointing to /my-events. */
const SHOWN = 6;

/** The profile's My Events tab: soonest first, the full list lives on /my-events. */
export function MyEventsTab() {
  const { data, isPending, isError } = useEvents(MY_EVENTS_QUERY);
  const events = useMemo(() => sortMyEvents(data?.events ?? [], 'date'), [data]);

  if (isPending)
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading your events</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-18 rounded-2xl" />
        ))}
      </div>
    );
  if (isError)
    return (
      <p
        role="alert"
        className="rounded-2xl bg-destructive-subtle px-5 py-4 text-destructive-subtle-foreground"
      >
        {MY_EVENTS_ERROR}
      </p>
    );
  if (events.length === 0)
    return (
      <ProfileEmptyState
        icon={CalendarPlus}
        message="You haven't created any events yet."
        detail="Host your first party: it takes a couple of minutes."
        actionLabel="Create an Event"
        actionHref={paths.createEventAlias}
      />
    );
  return (
    <div className="grid gap-3">
      <CompactEventList events={events.slice(0, SHOWN)} label="My events" />
      <Link
        to={paths.myEvents}
        className="inline-flex items-center gap-1.5 justify-self-end font-semibold text-brand-700 text-sm hover:underline"
      >
        {events.length > SHOWN ? `See all ${events.length} in My Events` : 'Manage in My Events'}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

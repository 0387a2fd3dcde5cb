import { ExternalLink, ImageIcon, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';
import { useFullEvents } from '#client/features/events/api/get-events.ts';
import { DeleteEventButton } from '#client/features/events/components/delete-event-button.tsx';
import { formatEventDate } from '#client/features/events/components/format-event-date.ts';
import { useDeleteEventAction } from '#client/features/events/hooks/use-delete-event-action.ts';
import type { Event } from '#shared/contracts/events.ts';

/** The admin list asks for up to 1000 events at once. */
const ADMIN_LIST = { ignoreLocation: true, limit: 1000 } as const;

function matches(event: Event, needle: string): boolean {
  return [event.title, event.location, event.category, event.description].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

export function AdminEventsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { data, isPending, isError } = useFullEvents(ADMIN_LIST);
  const deleteEvent = useDeleteEventAction();
  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (data?.events ?? []).filter((e) => !needle || matches(e, needle));
  }, [data, q]);

  return (
    <PageShell title="Event Management" description="Every event on Confetti, up to 1,000 at a time.">
      <AdminNav />
      <label htmlFor="event-search" className="sr-only">
        Search events
      </label>
      <Input
        id="event-search"
        type="search"
        placeholder="Search by title, place, category or description"
        value={q}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        className="mb-4 max-w-md"
      />
      {isError ? <p role="alert">The events could not be loaded. Reload the page to try again.</p> : null}
      {isPending ? <Spinner label="Loading events" /> : null}
      {data ? (
        <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
          {shown.length.toLocaleString()} of {data.total.toLocaleString()}
          {data.isTotalCapped ? '+' : ''} events
          {data.hasMore ? ' (the first 1,000 are listed)' : ''}
        </p>
      ) : null}
      {data && shown.length === 0 ? <p>No events found matching your search.</p> : null}
      <ul className="divide-y divide-border rounded-xl border border-border bg-card">
        {shown.map((event) => {
          const when = formatEventDate(event);
          return (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 flex-1">
                <Link to={paths.event(event.id)} className="font-medium hover:underline">
                  {event.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {event.category} · {when.date}
                  {when.time ? ` ${when.time}` : ''} · {event.location}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <Link to={paths.event(event.id)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                  <ExternalLink aria-hidden="true" /> View
                </Link>
                <Link
                  to={paths.adminEditEvent(event.id)}
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Link>
                <Link
                  to={paths.adminEventImage(event.id)}
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                >
                  <ImageIcon aria-hidden="true" /> Image
                </Link>
                <DeleteEventButton title={event.title} onConfirm={() => deleteEvent(event)} />
              </div>
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}

import { Link, useParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { paths } from '#client/config/paths.ts';
import { useEvent } from '#client/features/events/api/get-event.ts';
import { GuestListView } from '#client/features/rsvp/components/guest-list-view.tsx';
import { formatWhen } from '#shared/lib/format-when.ts';

/** /events/:id/guests: the host's guest list (the server answers 403 to anyone else). */
export function GuestListPage() {
  const id = Number(useParams().id);
  const eventQuery = useEvent(Number.isInteger(id) && id > 0 ? id : 0);
  const event = eventQuery.data;
  // Each date of a repeating event has its own list, so the date is named with the title.
  const description =
    event?.series != null
      ? `${event.title} · ${formatWhen(event.date, event.timeZone, { withZone: false })}`
      : event?.title;
  return (
    <PageShell
      title="Guest list"
      documentTitle={event ? `Guest list: ${event.title}` : null}
      description={description}
    >
      <div className="grid max-w-4xl gap-6">
        <Link to={paths.event(id)} className="font-semibold text-primary text-sm hover:underline">
          Back to the event
        </Link>
        <GuestListView eventId={id} />
      </div>
    </PageShell>
  );
}

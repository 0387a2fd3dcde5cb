import { format } from 'date-fns';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import type { Event } from '#shared/contracts/events.ts';
import { EventThumbnail } from './event-thumbnail.tsx';

/** 'Pacific Time (Los Angeles)', or the zone name when the browser cannot name it. */
function describeTimeZone(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name ? `${name} (${city})` : timeZone;
  } catch {
    return timeZone;
  }
}

function formatStamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM d, yyyy');
}

/** A side card on the edit page: what is being edited, and a way to see it as guests do. */
export function EventEditSummary({ event }: { event: Event }) {
  return (
    <aside
      aria-label="Event summary"
      className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs"
    >
      <div className="flex items-center gap-3">
        <EventThumbnail image={event.image} category={event.category} className="sm:size-16" />
        <div className="grid min-w-0 gap-0.5">
          <p className="line-clamp-2 font-semibold leading-snug">{event.title}</p>
          <p className="truncate text-muted-foreground text-sm">{event.location}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Created</dt>
          <dd className="font-medium">{formatStamp(event.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last updated</dt>
          <dd className="font-medium">{formatStamp(event.updatedAt)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Time zone</dt>
          <dd className="font-medium">{describeTimeZone(event.timeZone)}</dd>
        </div>
      </dl>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.event(event.id)}>
          <ExternalLink aria-hidden="true" />
          View event page
        </Link>
      </Button>
    </aside>
  );
}

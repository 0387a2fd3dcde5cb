import type { ReactNode } from 'react';
import type { DiscoveredEvent } from '#shared/contracts/discovery.ts';

/** One found event: title, when (in its own zone), where, how far and where it came from. */
export function DiscoveredEventItem({ event, children }: { event: DiscoveredEvent; children?: ReactNode }) {
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: event.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(event.date));
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium">{event.title}</p>
      <p className="text-sm text-muted-foreground">
        {event.category} · {when} · {event.location}
        {event.distanceMiles ? ` · ${event.distanceMiles} mi` : ''}
      </p>
      {event.isDuplicate ? <p className="text-sm text-muted-foreground">Already on Confetti</p> : null}
      {children}
    </div>
  );
}

import { EventDateCard } from '#client/features/event-details/components/event-date-card.tsx';
import { EventLocationCard } from '#client/features/event-details/components/event-location-card.tsx';
import { EventMapCard } from '#client/features/event-details/components/event-map-card.tsx';
import type { Event } from '#shared/contracts/events.ts';

/** The event's date, place and map. */
export function EventWhenWhere({ event }: { event: Event }) {
  return (
    <section aria-label="When and where" className="render-when-near grid gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <EventDateCard event={event} />
        <EventLocationCard event={event} />
      </div>
      <EventMapCard event={event} />
    </section>
  );
}

import type { Event } from '#shared/contracts/events.ts';
import { HERO_IMAGE_SIZES } from '#shared/lib/event-image.ts';
import { sizedEventImage } from '../lib/sized-image.ts';
import { EventImage } from './event-image.tsx';

/** The big picture at the top: the event's own image, else its category banner. */
export function EventHero({ event }: { event: Pick<Event, 'image' | 'category' | 'title'> }) {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-ink-100 shadow-md ring-1 ring-ink-950/5">
      <EventImage
        src={sizedEventImage(event.image, event.category, 'hero')}
        category={event.category}
        alt={`Poster for ${event.title}`}
        sizes={HERO_IMAGE_SIZES}
        fetchPriority="high"
        decoding="async"
        className="aspect-video w-full lg:aspect-[12/5]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-ink-950/25 to-transparent"
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import type { Event } from '#shared/contracts/events.ts';
import { formatEventDateShort } from '../lib/event-date.ts';
import { sizedEventImage } from '../lib/sized-image.ts';
import { EventImage } from './event-image.tsx';

type SimilarEvent = Pick<
  Event,
  'id' | 'title' | 'image' | 'category' | 'date' | 'timeZone' | 'city' | 'region'
>;

/**
 * One compact row: thumbnail, title, date and city as one link to the event, and the bookmark heart
 * beside it (a button cannot sit inside a link).
 */
export function SimilarEventLink({ event, bookmark }: { event: SimilarEvent; bookmark?: ReactNode }) {
  const place = [event.city, event.region].filter(Boolean).join(', ');
  const link = (
    <Link
      to={paths.event(event.id)}
      className="group -mx-2 flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 transition-colors hover:bg-brand-50"
    >
      <EventImage
        src={sizedEventImage(event.image, event.category, 'card')}
        category={event.category}
        loading="lazy"
        decoding="async"
        sizes="96px"
        className="h-16 w-24 shrink-0 rounded-lg"
      />
      <span className="grid min-w-0 gap-0.5">
        <span className="line-clamp-3 font-semibold text-ink-950 leading-snug group-hover:text-brand-700">
          {event.title}
        </span>
        <span className="text-muted-foreground text-xs">
          <time dateTime={event.date}>{formatEventDateShort(event)}</time>
          {place ? ` · ${place}` : null}
        </span>
      </span>
    </Link>
  );
  if (!bookmark) return link;
  return (
    <div className="flex items-center gap-2">
      {link}
      {bookmark}
    </div>
  );
}

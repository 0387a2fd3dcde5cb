import { CalendarDays, MapPin, Repeat, UsersRound } from 'lucide-react';
import { lazy, memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AdmissionBadges } from '#client/components/admission-badges.tsx';
import { BookmarkButton } from '#client/components/bookmark-button.tsx';
import { ClientLazy } from '#client/components/client-lazy.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import type { EventListItem } from '#shared/contracts/events.ts';
import { admissionOf } from '#shared/lib/admission.ts';
import { EventCardImage } from './event-card-image.tsx';
import { type EventDateFormat, formatEventDate } from './format-event-date.ts';

// The confirmation dialog's code loads only for people who may delete (most visitors never can).
const DeleteEventButton = lazy(() =>
  import('./delete-event-button.tsx').then((m) => ({ default: m.DeleteEventButton })),
);
const deletePlaceholder = <span className="size-10 rounded-full bg-white/70 shadow-md" />;
// The selection checkbox is for the /search page's calendar export only: the home grid never loads it.
const EventSelectToggle = lazy(() =>
  import('./event-select-toggle.tsx').then((m) => ({ default: m.EventSelectToggle })),
);
const selectPlaceholder = <span className="h-5 w-20" />;

export type EventCardProps = {
  event: EventListItem;
  isBookmarked?: boolean;
  /** Shows the bookmark toggle (to guests too: the page sends them to sign in); receives the wanted state. */
  onToggleBookmark?: (event: EventListItem, isBookmarked: boolean) => void;
  /** Shows the delete control; `onDelete` runs after confirmation and may return a promise. */
  canDelete?: boolean;
  onDelete?: (event: EventListItem) => unknown;
  /** Replaces the confirmation text (the /search page asks a shorter question). */
  deleteConfirmation?: ReactNode;
  /** Shows a selection checkbox (the /search page's calendar export). */
  isSelected?: boolean;
  onSelectedChange?: (event: EventListItem, isSelected: boolean) => void;
  dateFormat?: EventDateFormat;
  /** The first card of a page: its picture is the largest paint, so it loads first. */
  isPriority?: boolean;
  /** People going, plus-ones included ('12 going'); nothing is shown while it is unknown or 0. */
  goingCount?: number;
};

/**
 * One event in a grid: picture first, then when, what and where. Memoized: when a list's going
 * counts or bookmarks arrive, only the cards they change render again.
 */
export const EventCard = memo(function EventCard({
  event,
  isBookmarked = false,
  onToggleBookmark,
  canDelete = false,
  onDelete,
  deleteConfirmation,
  isSelected = false,
  onSelectedChange,
  dateFormat = 'short',
  isPriority = false,
  goingCount,
}: EventCardProps) {
  const { date, time } = formatEventDate(event, dateFormat);
  const href = paths.event(event.id);
  const titleId = `event-card-title-${event.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm',
        'transition-[translate,box-shadow,border-color] duration-200 ease-spring hover:-translate-y-1 hover:shadow-lg',
        'focus-within:shadow-lg motion-reduce:hover:translate-y-0',
        isSelected && 'border-primary ring-2 ring-primary/30',
      )}
    >
      <div className="relative">
        <EventCardImage image={event.image} category={event.category} isPriority={isPriority} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-linear-to-t from-ink-950/35 to-transparent"
        />
        <div className="absolute bottom-3 left-3 flex flex-wrap gap-1.5">
          <Badge className="bg-white/95 text-brand-800 shadow-sm backdrop-blur">{event.category}</Badge>
          <AdmissionBadges admission={admissionOf(event)} onImage />
          {event.series ? (
            <Badge className="gap-1 bg-white/95 text-brand-800 shadow-sm backdrop-blur">
              <Repeat aria-hidden="true" className="size-3" />
              {event.series.rule.startsWith('FREQ=MONTHLY') ? 'Repeats monthly' : 'Repeats weekly'}
            </Badge>
          ) : null}
        </div>
        {onSelectedChange ? (
          <div className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-white/95 py-1.5 pr-3 pl-2 shadow-md backdrop-blur">
            <ClientLazy fallback={selectPlaceholder}>
              <EventSelectToggle
                id={event.id}
                title={event.title}
                isSelected={isSelected}
                onChange={(checked) => onSelectedChange(event, checked)}
              />
            </ClientLazy>
          </div>
        ) : null}
        {onToggleBookmark || (canDelete && onDelete) ? (
          <div className="absolute top-3 right-3 flex gap-2">
            {canDelete && onDelete ? (
              <ClientLazy fallback={deletePlaceholder}>
                <DeleteEventButton
                  title={event.title}
                  description={deleteConfirmation}
                  onConfirm={() => onDelete(event)}
                />
              </ClientLazy>
            ) : null}
            {onToggleBookmark ? (
              <BookmarkButton
                title={event.title}
                isBookmarked={isBookmarked}
                onToggle={() => onToggleBookmark(event, !isBookmarked)}
              />
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="flex items-start gap-1.5 font-semibold text-brand-700 text-sm">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <time dateTime={event.date}>{date}</time>
            {time ? <span className="whitespace-nowrap font-medium text-ink-600"> · {time}</span> : null}
          </span>
        </p>
        <h3 id={titleId} className="line-clamp-2 font-display text-h3">
          <Link to={href} tabIndex={-1} className="hover:text-brand-700">
            {event.title}
          </Link>
        </h3>
        <p className="flex min-w-0 items-center gap-1.5 text-ink-700 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
          <span className="truncate">{event.location}</span>
        </p>
        {goingCount ? (
          <p className="flex items-center gap-1.5 font-medium text-ink-700 text-sm">
            <UsersRound aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            {goingCount.toLocaleString('en-US')} going
          </p>
        ) : null}
        <p className="line-clamp-2 text-muted-foreground text-sm leading-relaxed">{event.description}</p>
        <div className="mt-auto pt-3">
          <Button asChild variant="outline" className="w-full">
            <Link to={href} aria-label={`View Details: ${event.title}`}>
              View Details
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
});

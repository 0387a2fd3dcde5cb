import { CalendarPlus, Globe, MapPin, PartyPopper, RotateCw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { EventGrid, EventGridSkeleton } from '#client/features/events/components/event-grid.tsx';

/** The list half of Home: heading, location line, then the grid, an empty state or the error. */
export function HomeEventsSection({
  heading,
  locationLine,
  status,
  children,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
  emptyState,
  actions,
}: {
  heading: string;
  locationLine: string | null;
  status: 'pending' | 'error' | 'empty' | 'success';
  children: ReactNode;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  emptyState: ReactNode;
  /** Beside the heading: what can be done with the whole list (Subscribe). */
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby="events-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <h2 id="events-heading" aria-live="polite" className="font-display text-h1">
            {heading}
          </h2>
          {locationLine ? (
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {locationLine}
            </p>
          ) : null}
        </div>
        {actions}
      </div>
      {status === 'pending' ? <EventGridSkeleton label="Loading events" /> : null}
      {status === 'error' ? <FetchError onRetry={onRetry} /> : null}
      {status === 'empty' ? emptyState : null}
      {status === 'success' ? (
        <>
          <EventGrid>{children}</EventGrid>
          {hasMore ? (
            <div className="mt-10 flex justify-center">
              <Button variant="outline" size="lg" isLoading={isLoadingMore} onClick={onLoadMore}>
                Load more
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function FetchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl border border-destructive/20 bg-destructive-subtle px-6 py-12 text-center"
    >
      <p className="font-semibold text-destructive-subtle-foreground text-lg">Failed to fetch events</p>
      <p className="max-w-md text-ink-700 text-sm">Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** Nothing upcoming for these filters: say why and offer the ways out. */
export function HomeEmptyState({
  city,
  category,
  onShowAllLocations,
  onClearCategory,
  onShowPaid = null,
}: {
  city: string | null;
  category: string | null;
  onShowAllLocations: (() => void) | null;
  onClearCategory: (() => void) | null;
  /** Set while only free events are shown. */
  onShowPaid?: (() => void) | null;
}) {
  const what = `${onShowPaid ? 'free ' : ''}${category ? `${category} events` : 'events'}`;
  const where = city ? ` near ${city}` : '';
  return (
    <div className="flex flex-col items-center gap-5 rounded-3xl border border-border border-dashed bg-card px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-linear-to-br from-brand-500 to-party-500 text-white shadow-glow">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <p className="font-display text-h2">The dance floor is empty</p>
        <p className="text-muted-foreground">
          There are no upcoming {what}
          {where} yet. Widen the search, or be the one who throws the party.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {onShowAllLocations ? (
          <Button variant="outline" onClick={onShowAllLocations}>
            <Globe aria-hidden="true" />
            Show all locations
          </Button>
        ) : null}
        {onClearCategory ? (
          <Button variant="outline" onClick={onClearCategory}>
            <X aria-hidden="true" />
            Clear category
          </Button>
        ) : null}
        {onShowPaid ? (
          <Button variant="outline" onClick={onShowPaid}>
            <X aria-hidden="true" />
            Show paid events too
          </Button>
        ) : null}
        <Button asChild>
          <Link to={paths.createEvent}>
            <CalendarPlus aria-hidden="true" />
            Host a party
          </Link>
        </Button>
      </div>
    </div>
  );
}

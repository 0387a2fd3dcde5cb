import { useRef } from 'react';
import { BookmarkButton } from '#client/components/bookmark-button.tsx';
import { useEventBookmarks } from '#client/features/bookmarks/hooks/use-event-bookmarks.ts';
import { useSeriesDates } from '#client/features/event-details/api/get-series-dates.ts';
import { useSimilarEvents } from '#client/features/event-details/api/get-similar-events.ts';
import {
  EventSeriesCard,
  seriesDateFormat,
} from '#client/features/event-details/components/event-series-card.tsx';
import { PartySuppliesCard } from '#client/features/event-details/components/party-supplies-card.tsx';
import { SimilarEventsCard } from '#client/features/event-details/components/similar-events-card.tsx';
import { SeriesHostActions } from '#client/features/events/components/series-host-actions.tsx';
import { useInView } from '#client/hooks/use-in-view.ts';
import type { Event } from '#shared/contracts/events.ts';

/** The event page's sidebar: the series' dates, similar upcoming events and party supplies. */
export function EventSidebar({ event, canEdit }: { event: Event; canEdit: boolean }) {
  const bookmarks = useEventBookmarks();
  // Picked and ordered by the server (same category, upcoming, nearest first). Asked for as the
  // sidebar nears the screen: beside the page on a wide screen, so at once; below it on a phone.
  const sidebar = useRef<HTMLElement>(null);
  const isNear = useInView(sidebar);
  const similarQuery = useSimilarEvents(event.id, isNear);
  const seriesQuery = useSeriesDates(event.id, Boolean(event.series));
  return (
    <aside
      ref={sidebar}
      aria-label="More for this event"
      className="grid min-w-0 content-start gap-6 max-lg:render-when-near"
    >
      <EventSeriesCard
        event={event}
        hostActions={
          event.series && canEdit ? (
            <SeriesHostActions
              eventId={event.id}
              dateLabel={seriesDateFormat(event.timeZone).format(new Date(event.date))}
              nextDateId={seriesQuery.data?.dates.find((d) => d.date > event.date)?.id ?? null}
            />
          ) : null
        }
      />
      <SimilarEventsCard
        category={event.category}
        events={similarQuery.data?.events ?? []}
        isPending={similarQuery.isPending}
        isError={similarQuery.isError}
        renderBookmark={(similar) => (
          <BookmarkButton
            title={similar.title}
            isBookmarked={bookmarks.isBookmarked(similar.id)}
            onToggle={() => bookmarks.toggleBookmark(similar, !bookmarks.isBookmarked(similar.id))}
          />
        )}
      />
      <PartySuppliesCard category={event.category} />
    </aside>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BookmarkButton } from '#client/components/bookmark-button.tsx';
import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { paths } from '#client/config/paths.ts';
import { useEventBookmarks } from '#client/features/bookmarks/hooks/use-event-bookmarks.ts';
import { CalendarSocialCard } from '#client/features/calendar/components/calendar-social-card.tsx';
import { useSeriesDates } from '#client/features/event-details/api/get-series-dates.ts';
import { useSimilarEvents } from '#client/features/event-details/api/get-similar-events.ts';
import { AboutEventCard } from '#client/features/event-details/components/about-event-card.tsx';
import { EditEventLink } from '#client/features/event-details/components/edit-event-link.tsx';
import { EventBreadcrumbs } from '#client/features/event-details/components/event-breadcrumbs.tsx';
import { EventDateCard } from '#client/features/event-details/components/event-date-card.tsx';
import { EventHeader } from '#client/features/event-details/components/event-header.tsx';
import { EventHero } from '#client/features/event-details/components/event-hero.tsx';
import { EventLoadError } from '#client/features/event-details/components/event-load-error.tsx';
import { EventLocationCard } from '#client/features/event-details/components/event-location-card.tsx';
import { EventMapCard } from '#client/features/event-details/components/event-map-card.tsx';
import { EventNotFound } from '#client/features/event-details/components/event-not-found.tsx';
import { EventPageSkeleton } from '#client/features/event-details/components/event-page-skeleton.tsx';
import { EventSeriesCard } from '#client/features/event-details/components/event-series-card.tsx';
import { PartySuppliesCard } from '#client/features/event-details/components/party-supplies-card.tsx';
import { RecommendedVendors } from '#client/features/event-details/components/recommended-vendors.tsx';
import { SimilarEventsCard } from '#client/features/event-details/components/similar-events-card.tsx';
import { canEditEvent } from '#client/features/event-details/lib/can-edit-event.ts';
import { parseEventId } from '#client/features/event-details/lib/parse-event-id.ts';
import { useEvent } from '#client/features/events/api/get-event.ts';
import { SeriesHostActions } from '#client/features/events/components/series-host-actions.tsx';
import { RsvpPanel } from '#client/features/rsvp/components/rsvp-panel.tsx';
import { ShareEventButton } from '#client/features/sharing/components/share-event-button.tsx';
import { usePageTitle } from '#client/hooks/use-page-title.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';

// 400 (an id the server rejects) reads the same as 404 to a visitor: there is no such event.
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /events/{id}. Main column: header, About This Event, the sharing slot,
 * date, location and map, recommended vendors. Sidebar: Similar Upcoming Events and Suggested Party
 * Supplies. One column on phones, in that order.
 */
export function EventPage() {
  const id = parseEventId(useParams().id);
  const eventQuery = useEvent(id ?? 0);
  const event = eventQuery.data;
  const { data: user } = useUser();
  const [now] = useState(() => new Date());
  const bookmarks = useEventBookmarks();
  // Picked and ordered by the server (same category, upcoming, nearest first); asked once the event is known.
  const similarQuery = useSimilarEvents(id ?? 0, Boolean(event));
  const seriesQuery = useSeriesDates(id ?? 0, Boolean(event?.series));
  const isNotFound = id === null || isMissing(eventQuery.error);
  usePageTitle(event ? event.title : isNotFound ? 'Event not found' : null);

  if (isNotFound) return <EventNotFound />;
  if (eventQuery.isError)
    return <EventLoadError error={eventQuery.error} onRetry={() => eventQuery.refetch()} />;
  if (!event) return <EventPageSkeleton />;

  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <EventBreadcrumbs event={event} />
      <div className="mt-4">
        <EventHero event={event} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="grid min-w-0 content-start gap-6 sm:gap-8">
          <HydrateLater>
            <EventHeader
              event={event}
              now={now}
              actions={canEditEvent(user, event) ? <EditEventLink eventId={event.id} /> : null}
              bookmark={
                <BookmarkButton
                  title={event.title}
                  isBookmarked={bookmarks.isBookmarked(event.id)}
                  onToggle={() => bookmarks.toggleBookmark(event, !bookmarks.isBookmarked(event.id))}
                />
              }
            />
          </HydrateLater>
          {/* The panel is left out when RSVPs are off; the wrapper keeps one element to hydrate later. */}
          <HydrateLater>
            <div className="contents">
              <RsvpPanel
                eventId={event.id}
                isSignedIn={Boolean(user)}
                hostActions={
                  <Link
                    to={paths.eventGuests(event.id)}
                    className="font-semibold text-primary text-sm hover:underline"
                  >
                    Open the guest list
                  </Link>
                }
              />
            </div>
          </HydrateLater>
          <HydrateLater>
            <AboutEventCard event={event} />
          </HydrateLater>
          {/* Sharing and calendar in one card, composed here because features never import each other. */}
          <HydrateLater>
            <CalendarSocialCard event={event} shareButton={<ShareEventButton event={event} />} />
          </HydrateLater>
          <HydrateLater>
            <section aria-label="When and where" className="render-when-near grid gap-6">
              <div className="grid gap-6 md:grid-cols-2">
                <EventDateCard event={event} />
                <EventLocationCard event={event} />
              </div>
              <EventMapCard event={event} />
            </section>
          </HydrateLater>
          <RecommendedVendors eventId={event.id} />
        </div>
        <HydrateLater>
          <aside
            aria-label="More for this event"
            className="grid min-w-0 content-start gap-6 max-lg:render-when-near"
          >
            <EventSeriesCard
              event={event}
              hostActions={
                event.series && canEditEvent(user, event) ? (
                  <SeriesHostActions
                    eventId={event.id}
                    dateLabel={new Intl.DateTimeFormat('en-US', {
                      weekday: 'short',
                      month: 'short',
                      day: 'numeric',
                      hour: 'numeric',
                      minute: '2-digit',
                      timeZone: event.timeZone,
                    }).format(new Date(event.date))}
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
        </HydrateLater>
      </div>
    </article>
  );
}

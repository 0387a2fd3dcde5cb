import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BookmarkButton } from '#client/components/bookmark-button.tsx';
import { ClientLazy } from '#client/components/client-lazy.tsx';
import { paths } from '#client/config/paths.ts';
import { useEventBookmarks } from '#client/features/bookmarks/hooks/use-event-bookmarks.ts';
import { EditEventLink } from '#client/features/event-details/components/edit-event-link.tsx';
import { EventBreadcrumbs } from '#client/features/event-details/components/event-breadcrumbs.tsx';
import { EventHeader } from '#client/features/event-details/components/event-header.tsx';
import { EventHero } from '#client/features/event-details/components/event-hero.tsx';
import { EventLoadError } from '#client/features/event-details/components/event-load-error.tsx';
import { EventNotFound } from '#client/features/event-details/components/event-not-found.tsx';
import { EventPageSkeleton } from '#client/features/event-details/components/event-page-skeleton.tsx';
import { canEditEvent } from '#client/features/event-details/lib/can-edit-event.ts';
import { parseEventId } from '#client/features/event-details/lib/parse-event-id.ts';
import { useEvent } from '#client/features/events/api/get-event.ts';
import { usePageTitle } from '#client/hooks/use-page-title.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import {
  AboutEventCard,
  CalendarSocialCard,
  EventSidebar,
  EventWhenWhere,
  RecommendedVendors,
  RsvpPanel,
  ShareEventButton,
} from './event-page-sections.ts';

// 400 (an id the server rejects) reads the same as 404 to a visitor: there is no such event.
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /events/{id}. Main column: header, RSVP, About This Event, the sharing slot, date, location and
 * map, recommended vendors. Sidebar: the series, Similar Upcoming Events and Suggested Party
 * Supplies. One column on phones, in that order. Each section is a Suspense boundary of its own, so
 * on a server-rendered page React hydrates the page's shell first and the sections after it, one at
 * a time (the one pressed first); all but the header load their code apart (event-page-sections.ts).
 */
export function EventPage() {
  const id = parseEventId(useParams().id);
  const eventQuery = useEvent(id ?? 0);
  const event = eventQuery.data;
  const { data: user } = useUser();
  const [now] = useState(() => new Date());
  const bookmarks = useEventBookmarks();
  const isNotFound = id === null || isMissing(eventQuery.error);
  usePageTitle(event ? event.title : isNotFound ? 'Event not found' : null);

  if (isNotFound) return <EventNotFound />;
  if (eventQuery.isError)
    return <EventLoadError error={eventQuery.error} onRetry={() => eventQuery.refetch()} />;
  if (!event) return <EventPageSkeleton />;

  const canEdit = canEditEvent(user, event);
  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <EventBreadcrumbs event={event} />
      <div className="mt-4">
        <EventHero event={event} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="grid min-w-0 content-start gap-6 sm:gap-8">
          <Suspense>
            <EventHeader
              event={event}
              now={now}
              actions={canEdit ? <EditEventLink eventId={event.id} /> : null}
              bookmark={
                <BookmarkButton
                  title={event.title}
                  isBookmarked={bookmarks.isBookmarked(event.id)}
                  onToggle={() => bookmarks.toggleBookmark(event, !bookmarks.isBookmarked(event.id))}
                />
              }
            />
          </Suspense>
          <ClientLazy fallback={null}>
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
          </ClientLazy>
          <ClientLazy fallback={null}>
            <AboutEventCard event={event} />
          </ClientLazy>
          {/* Sharing and calendar in one card, composed here because features never import each other. */}
          <ClientLazy fallback={null}>
            <CalendarSocialCard event={event} shareButton={<ShareEventButton event={event} />} />
          </ClientLazy>
          <ClientLazy fallback={null}>
            <EventWhenWhere event={event} />
          </ClientLazy>
          <ClientLazy fallback={null}>
            <RecommendedVendors eventId={event.id} />
          </ClientLazy>
        </div>
        <ClientLazy fallback={null}>
          <EventSidebar event={event} canEdit={canEdit} />
        </ClientLazy>
      </div>
    </article>
  );
}

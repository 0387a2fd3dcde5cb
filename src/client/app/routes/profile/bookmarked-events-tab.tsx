import { BookmarkPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { useBookmarks } from '#client/features/bookmarks/api/get-bookmarks.ts';
import { useEventBookmarks } from '#client/features/bookmarks/hooks/use-event-bookmarks.ts';
import { CalendarFeedCard } from '#client/features/calendar-feed/components/calendar-feed-card.tsx';
import { EventCard } from '#client/features/events/components/event-card.tsx';
import { ProfileEmptyState } from '#client/features/profiles/components/profile-empty-state.tsx';
import { useGoingCounts } from '#client/features/rsvp/api/going-counts.ts';

/** The profile's Bookmarked Events tab: the saved events as cards, each with its bookmark toggle. */
export function BookmarkedEventsTab() {
  const { data: events, isPending, isError } = useBookmarks(true);
  // Also the toggle, and the 'Error loading bookmarks' toast when the list fails.
  const bookmarks = useEventBookmarks();
  const going = useGoingCounts([(events ?? []).map((event) => event.id)]);

  let content: ReactNode;
  if (isPending)
    content = (
      <div role="status" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only">Loading bookmarks</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-80 rounded-2xl" />
        ))}
      </div>
    );
  else if (isError)
    content = (
      <p
        role="alert"
        className="rounded-2xl bg-destructive-subtle px-5 py-4 text-destructive-subtle-foreground"
      >
        Error loading bookmarks
      </p>
    );
  else if (events.length === 0)
    content = (
      <ProfileEmptyState
        icon={BookmarkPlus}
        message="No bookmarked events yet."
        detail="Tap the bookmark on any event to keep it here."
        actionLabel="Browse Events"
        actionHref={paths.home}
      />
    );
  else
    content = (
      <ul aria-label="Bookmarked events" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard
              event={event}
              isBookmarked={bookmarks.isBookmarked(event.id)}
              onToggleBookmark={bookmarks.toggleBookmark}
              goingCount={going[event.id]}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="grid gap-6">
      <CalendarFeedCard />
      {content}
    </div>
  );
}

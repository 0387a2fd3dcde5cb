import { Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useEventBookmarks } from '#client/features/bookmarks/hooks/use-event-bookmarks.ts';
import { SubscribeFeedButton } from '#client/features/calendar-feed/components/subscribe-feed-button.tsx';
import { EventCard } from '#client/features/events/components/event-card.tsx';
import { useDeleteEventAction } from '#client/features/events/hooks/use-delete-event-action.ts';
import { useInfiniteEvents } from '#client/features/events/hooks/use-infinite-events.ts';
import { useLocation } from '#client/features/location/api/get-location.ts';
import { useGoingCounts } from '#client/features/rsvp/api/going-counts.ts';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import type { EventListItem } from '#shared/contracts/events.ts';
import { HomeEmptyState, HomeEventsSection } from './home-events-section.tsx';
import { buildHomeHeading } from './home-heading.ts';
import { HOME_TITLE, HomeHero } from './home-hero.tsx';
import { homeEventsQuery, readCategory, readIsFree } from './home-query.ts';

/**
 * The query string and a writer that replaces the entry. Its own, not useSearchParamsWriter: sharing
 * that hook with /search would cost this first load a chunk.
 */
function useHomeParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const updateParams = (change: (params: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [searchParams, updateParams] as const;
}

/**
 * Home / discovery. Filters live in the URL: ?category=, ?free=true and ?nearMe=false (Near Me
 * is on by default). The grid lists upcoming events, 24 at a time, with 'Load more'.
 */
export function HomePage() {
  const [searchParams, updateParams] = useHomeParams();
  const navigate = useNavigate();
  const category = readCategory(searchParams);
  const isFree = readIsFree(searchParams);
  const isNearMe = searchParams.get('nearMe') !== 'false';
  const { data: location } = useLocation();
  const events = useInfiniteEvents(homeEventsQuery(searchParams));
  const bookmarks = useEventBookmarks();
  const deleteEvent = useDeleteEventAction();

  useEffect(() => {
    if (events.isError) {
      toast({
        title: 'Failed to fetch events',
        description: errorMessageOf(events.error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }, [events.isError, events.error]);

  usePageMeta({
    title: category ? `${category} events near you · Confetti` : `Confetti · ${HOME_TITLE}`,
    description:
      'Discover birthdays, concerts, festivals and meetups across the United States, and plan your own party with Confetti.',
    url: `/${category ? `?category=${encodeURIComponent(category)}` : ''}`,
  });

  const setNearMe = (value: boolean) =>
    updateParams((params) => (value ? params.delete('nearMe') : params.set('nearMe', 'false')));
  const setCategory = (value: string | null) =>
    updateParams((params) => (value ? params.set('category', value) : params.delete('category')));
  const setIsFree = (value: boolean) =>
    updateParams((params) => (value ? params.set('free', 'true') : params.delete('free')));

  const firstPage = events.data?.pages[0];
  const place = location ?? firstPage?.userLocation ?? null;
  const city = isNearMe && place?.city ? place.city : null;
  const list: EventListItem[] = events.data?.pages.flatMap((page) => page.events) ?? [];
  const going = useGoingCounts(events.data?.pages.map((page) => page.events.map((e) => e.id)) ?? []);
  const count = firstPage?.upcomingTotal ?? 0;

  const discover = () => {
    if (!city) return;
    toast({ title: 'Redirecting to AI Party Planner', description: `Looking for events in ${city}...` });
    navigate(`${paths.planner}?${new URLSearchParams({ q: `find events in ${city}` })}`);
  };

  const status = events.isPending
    ? 'pending'
    : events.isError
      ? 'error'
      : list.length === 0
        ? 'empty'
        : 'success';

  return (
    <div className="sm:px-6 sm:pt-6">
      <div className="mx-auto max-w-7xl">
        <HomeHero
          isNearMe={isNearMe}
          onNearMeChange={setNearMe}
          category={category}
          onCategoryChange={setCategory}
          isFree={isFree}
          onFreeChange={setIsFree}
          discoverCity={city}
          onDiscover={discover}
        />
      </div>
      <HomeEventsSection
        heading={buildHomeHeading({
          isLoading: events.isPending,
          count,
          isCapped: firstPage?.isUpcomingTotalCapped ?? false,
          city,
          category,
          isFree,
        })}
        locationLine={
          city && place
            ? `Showing events near ${city}, ${place.region}`
            : isNearMe
              ? null
              : 'Showing all events'
        }
        status={status}
        actions={
          <HomeFeedButton
            category={category}
            isFree={isFree}
            near={city && place ? { city, region: place.region } : null}
          />
        }
        hasMore={events.hasNextPage}
        isLoadingMore={events.isFetchingNextPage}
        onLoadMore={() => events.fetchNextPage()}
        onRetry={() => events.refetch()}
        emptyState={
          <HomeEmptyState
            city={city}
            category={category}
            onShowAllLocations={isNearMe ? () => setNearMe(false) : null}
            onClearCategory={category ? () => setCategory(null) : null}
            onShowPaid={isFree ? () => setIsFree(false) : null}
          />
        }
      >
        <HomeEventCards events={list} going={going} bookmarks={bookmarks} onDelete={deleteEvent} />
      </HomeEventsSection>
    </div>
  );
}

/** The Subscribe button: a calendar feed of what the grid lists (type, Free, the visitor's city). */
function HomeFeedButton({
  category,
  isFree,
  near,
}: {
  category: string | null;
  isFree: boolean;
  near: { city: string; region: string } | null;
}) {
  return (
    <SubscribeFeedButton
      query={{
        category: category ?? undefined,
        ...(isFree ? { free: 'true' as const } : {}),
        ...(near ? { city: near.city, region: near.region } : {}),
      }}
      description={`${isFree ? 'Free ' : ''}${category ? `${category} events` : isFree ? 'events' : 'Events'}${
        near ? ` near ${near.city}, ${near.region}` : ' everywhere'
      }`}
    />
  );
}

/** The grid's cards; each hydrates on its own after the page's shell, in short slices. */
function HomeEventCards({
  events,
  going,
  bookmarks,
  onDelete,
}: {
  events: EventListItem[];
  going: Record<number, number>;
  bookmarks: ReturnType<typeof useEventBookmarks>;
  onDelete: (event: EventListItem) => unknown;
}) {
  const { data: user } = useUser();
  return events.map((event, index) => (
    <li key={event.id} className="render-when-near">
      <Suspense>
        <EventCard
          event={event}
          isPriority={index === 0}
          isBookmarked={bookmarks.isBookmarked(event.id)}
          onToggleBookmark={bookmarks.toggleBookmark}
          canDelete={Boolean(user && (user.isAdmin || user.id === event.organizerId))}
          onDelete={onDelete}
          goingCount={going[event.id]}
        />
      </Suspense>
    </li>
  ));
}

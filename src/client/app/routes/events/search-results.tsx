import { useCallback, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useEventBookmarks } from '#client/features/bookmarks/hooks/use-event-bookmarks.ts';
import { useAddEventsToCalendar } from '#client/features/calendar-feed/hooks/use-add-events-to-calendar.ts';
import { EventCard } from '#client/features/events/components/event-card.tsx';
import { EventGrid, EventGridSkeleton } from '#client/features/events/components/event-grid.tsx';
import { SearchNoResults } from '#client/features/events/components/search-no-results.tsx';
import { SearchResultsToolbar } from '#client/features/events/components/search-results-toolbar.tsx';
import { SearchSuggestions } from '#client/features/events/components/search-suggestions.tsx';
import type { QueryPart } from '#client/features/events/hooks/search-query-chips.ts';
import { useDeleteEventAction } from '#client/features/events/hooks/use-delete-event-action.ts';
import type { useInfiniteSearchEvents } from '#client/features/events/hooks/use-infinite-search-events.ts';
import { useGoingCounts } from '#client/features/rsvp/api/going-counts.ts';
import { useStableCallback } from '#client/hooks/use-stable-callback.ts';
import { useUser } from '#client/lib/user.ts';
import type { EventListItem } from '#shared/contracts/events.ts';
import { groupThousands } from '#shared/lib/calendar/wall-clock.ts';

type SearchQueryResult = ReturnType<typeof useInfiniteSearchEvents>;

/**
 * '{n} Events found matching "{query}"' (one event reads 'Event'); '1,000+ Events ...' when the
 * search counted no further than `count`.
 */
function describeResultCount(count: number, query: string, isCapped: boolean): string {
  if (isCapped) return `${groupThousands(count)}+ Events found matching "${query}"`;
  return `${count} ${count === 1 ? 'Event' : 'Events'} found matching "${query}"`;
}

/** The events picked for the calendar export, by id. */
function useEventSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, EventListItem>>(new Map());
  const setIsSelected = useCallback(
    (event: EventListItem, isSelected: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        if (isSelected) next.set(event.id, event);
        else next.delete(event.id);
        return next;
      }),
    [],
  );
  return { selected, setIsSelected, clear: () => setSelected(new Map()) };
}

/** The results' cards, each with its bookmark, selection, going count and (for admins) Delete. */
function SearchResultGrid({
  pages,
  selection,
}: {
  pages: EventListItem[][];
  selection: ReturnType<typeof useEventSelection>;
}) {
  const results = pages.flat();
  const { data: user } = useUser();
  const deleteEvent = useDeleteEventAction({ isAdminOnly: true });
  const bookmarks = useEventBookmarks();
  const going = useGoingCounts(pages.map((events) => events.map((e) => e.id)));
  const removeEvent = useStableCallback(async (event: EventListItem) => {
    await deleteEvent(event);
    selection.setIsSelected(event, false);
  });
  return (
    <EventGrid>
      {results.map((event) => (
        <li key={event.id}>
          <EventCard
            event={event}
            dateFormat="long"
            isBookmarked={bookmarks.isBookmarked(event.id)}
            onToggleBookmark={bookmarks.toggleBookmark}
            isSelected={selection.selected.has(event.id)}
            onSelectedChange={selection.setIsSelected}
            canDelete={Boolean(user?.isAdmin)}
            onDelete={removeEvent}
            deleteConfirmation="Are you sure you want to delete this event?"
            goingCount={going[event.id]}
          />
        </li>
      ))}
    </EventGrid>
  );
}

/**
 * Below the header of /search: suggestions before a search, then the toolbar, the cards (or what to
 * try instead) and Load more.
 */
export function SearchResults({
  search,
  query,
  hasChips,
  onPickQuery,
  onApplySuggestion,
}: {
  search: SearchQueryResult;
  /** The trimmed search text; empty before a search. */
  query: string;
  hasChips: boolean;
  onPickQuery: (query: string) => void;
  onApplySuggestion: (suggestion: { dismiss: QueryPart[]; ignoreLocation: boolean }) => void;
}) {
  const { addEventsToCalendar } = useAddEventsToCalendar();
  const selection = useEventSelection();
  const hasQuery = query.length > 0;
  const firstPage = search.isError ? undefined : search.data?.pages[0];
  const pages = search.isError ? [] : (search.data?.pages.map((page) => page.events) ?? []);
  const results: EventListItem[] = pages.flat();
  const selectedCount = selection.selected.size;

  return (
    <section aria-labelledby={hasQuery ? 'search-results-heading' : undefined} className="mt-6">
      {hasQuery ? (
        <SearchResultsToolbar
          heading={
            search.isPending
              ? 'Searching...'
              : results.length === 0
                ? 'No results'
                : describeResultCount(
                    firstPage?.total ?? results.length,
                    query,
                    firstPage?.isTotalCapped ?? false,
                  )
          }
          selectedCount={selectedCount}
          canExport={results.length > 0 || selectedCount > 0}
          onAddToCalendar={() => void addEventsToCalendar([...selection.selected.values()])}
          onClearSelection={selection.clear}
        />
      ) : null}

      {!hasQuery ? (
        <SearchSuggestions onPick={onPickQuery} />
      ) : search.isPending ? (
        <EventGridSkeleton label="Searching events" />
      ) : results.length === 0 ? (
        <SearchNoResults
          hasChips={hasChips}
          suggestions={firstPage?.suggestions ?? []}
          onPick={onApplySuggestion}
        />
      ) : (
        <div className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <SearchResultGrid pages={pages} selection={selection} />
          {search.hasNextPage ? (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                isLoading={search.isFetchingNextPage}
                onClick={() => search.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryChips } from '#client/components/query-chips.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useEventBookmarks } from '#client/features/bookmarks/hooks/use-event-bookmarks.ts';
import { SubscribeFeedButton } from '#client/features/calendar-feed/components/subscribe-feed-button.tsx';
import { useAddEventsToCalendar } from '#client/features/calendar-feed/hooks/use-add-events-to-calendar.ts';
import { EventCard } from '#client/features/events/components/event-card.tsx';
import { EventGrid, EventGridSkeleton } from '#client/features/events/components/event-grid.tsx';
import { SearchNoResults } from '#client/features/events/components/search-no-results.tsx';
import { SearchResultsToolbar } from '#client/features/events/components/search-results-toolbar.tsx';
import { SearchSuggestions } from '#client/features/events/components/search-suggestions.tsx';
import {
  addDismissed,
  getQueryChips,
  QUERY_PART_NAMES,
  type QueryPart,
} from '#client/features/events/hooks/search-query-chips.ts';
import { useDeleteEventAction } from '#client/features/events/hooks/use-delete-event-action.ts';
import { useInfiniteSearchEvents } from '#client/features/events/hooks/use-infinite-search-events.ts';
import { useGoingCounts } from '#client/features/rsvp/api/going-counts.ts';
import { useDebouncedValue } from '#client/hooks/use-debounced-value.ts';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { useUser } from '#client/lib/user.ts';
import type { EventListItem } from '#shared/contracts/events.ts';
import { searchQueryOf } from './search-query.ts';

/** The URL (and so the search) follows the typed text this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

/** '{n} Events found matching "{query}"' (one event reads 'Event'). */
function describeResultCount(count: number, query: string): string {
  return `${count} ${count === 1 ? 'Event' : 'Events'} found matching "${query}"`;
}

/**
 * /search. The text lives in ?q= (written 500 ms after typing stops; Enter writes
 * at once) and Near Me in ?nearMe=true (off by default here). Removing an understood part keeps the
 * text and adds the reading to ?dismiss= (see addDismissed); new text clears the dismissed readings.
 */
export function SearchPage() {
  const { addEventsToCalendar } = useAddEventsToCalendar();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const isNearMe = searchParams.get('nearMe') === 'true';
  const [text, setText] = useState(q);
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<ReadonlyMap<number, EventListItem>>(new Map());
  const { data: user } = useUser();
  const deleteEvent = useDeleteEventAction({ isAdminOnly: true });
  const bookmarks = useEventBookmarks();
  const search = useInfiniteSearchEvents(searchQueryOf(searchParams));

  // Typing and toggles replace the history entry; a deliberate new search (Enter, a suggestion,
  // removing a chip) adds one, so Back returns to the previous search.
  const writeParams = (change: (params: URLSearchParams) => void, isNewEntry = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: !isNewEntry },
    );
  const writeQuery = (value: string, isNewEntry = false) => {
    if (value.trim() === q.trim()) return;
    writeParams((params) => {
      if (value.trim()) params.set('q', value.trim());
      else params.delete('q');
      params.delete('dismiss');
    }, isNewEntry);
  };

  // The box follows the URL (chip removal, back and forward) ...
  useEffect(() => setText(q), [q]);
  // ... and the URL follows the box once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text should write the URL
  useEffect(() => {
    writeQuery(debouncedText);
  }, [debouncedText]);

  useEffect(() => {
    if (search.isError) {
      toast({
        title: 'Search Error',
        description: 'Failed to search events. Please try again.',
        variant: 'destructive',
      });
    }
  }, [search.isError]);

  usePageMeta({
    title: q.trim() ? `${q.trim()} · Search Events · Confetti` : 'Search Events · Confetti',
    description: 'Search parties and events across the United States in plain English.',
  });

  const firstPage = search.isError ? undefined : search.data?.pages[0];
  const results: EventListItem[] = search.isError
    ? []
    : (search.data?.pages.flatMap((page) => page.events) ?? []);
  const going = useGoingCounts(
    search.isError ? [] : (search.data?.pages.map((page) => page.events.map((e) => e.id)) ?? []),
  );
  const chips = getQueryChips(firstPage?.interpreted);
  const hasQuery = q.trim().length > 0;
  // The feed reads the words as the search does; Near Me becomes the visitor's city when the words
  // name no place (calendar servers poll from their own addresses, so the feed cannot locate them).
  const nearCity =
    isNearMe && firstPage && !firstPage.interpreted.place
      ? { city: firstPage.userLocation.city, region: firstPage.userLocation.region }
      : null;
  const { dismiss: dismissed, free, maxPrice } = searchQueryOf(searchParams);
  // A price asked for in the link (not in the words) goes into the feed too.
  const priceAsked = {
    ...(free ? { free: 'true' as const } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
  };

  const removeChip = (part: QueryPart) =>
    writeParams((params) => {
      params.set('dismiss', addDismissed(params.get('dismiss'), part));
      // A price asked for in the link goes with its chip too.
      if (part === 'price') {
        params.delete('free');
        params.delete('maxPrice');
      }
    }, true);

  const applySuggestion = (suggestion: { dismiss: QueryPart[]; ignoreLocation: boolean }) =>
    writeParams((params) => {
      if (suggestion.dismiss.length > 0) params.set('dismiss', suggestion.dismiss.join(','));
      else params.delete('dismiss');
      if (suggestion.ignoreLocation) params.delete('nearMe');
      else params.set('nearMe', 'true');
    }, true);

  const setIsSelected = (event: EventListItem, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (isSelected) next.set(event.id, event);
      else next.delete(event.id);
      return next;
    });

  const removeEvent = async (event: EventListItem) => {
    await deleteEvent(event);
    setIsSelected(event, false);
  };

  const selectedCount = selected.size;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <h1 className="font-display text-h1">Search Events</h1>
          <p className="text-muted-foreground">
            Describe the party you're after: a kind of event, a place, a date.
          </p>
        </div>
        <SearchInput
          label="Search events"
          value={text}
          onChange={setText}
          onSubmit={() => writeQuery(text, true)}
          placeholder='Try "birthday parties in Austin next weekend"'
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-h-8 flex-col gap-1.5">
            {hasQuery ? (
              <QueryChips chips={chips} partNames={QUERY_PART_NAMES} onRemove={removeChip} />
            ) : null}
            {hasQuery && firstPage && firstPage.interpreted.corrections.length > 0 ? (
              <p className="text-muted-foreground text-sm">
                Read as{' '}
                {firstPage.interpreted.corrections.map((c, i) => (
                  <span key={c.typed}>
                    {i > 0 ? ', ' : ''}
                    <span className="font-semibold text-foreground">{c.readAs}</span> (you typed {c.typed})
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {hasQuery && firstPage ? (
              <SubscribeFeedButton
                size="sm"
                query={{
                  q: q.trim(),
                  ...(dismissed ? { dismiss: dismissed } : {}),
                  ...priceAsked,
                  ...nearCity,
                }}
                description={`Events matching “${q.trim()}”${
                  nearCity ? ` near ${nearCity.city}, ${nearCity.region}` : ''
                }`}
              />
            ) : null}
            <Switch
              id="search-near-me"
              checked={isNearMe}
              onCheckedChange={(checked) =>
                writeParams((params) => (checked ? params.set('nearMe', 'true') : params.delete('nearMe')))
              }
            />
            <Label htmlFor="search-near-me">Near Me</Label>
          </div>
        </div>
      </header>

      <section aria-labelledby={hasQuery ? 'search-results-heading' : undefined} className="mt-6">
        {hasQuery ? (
          <SearchResultsToolbar
            heading={
              search.isPending
                ? 'Searching...'
                : results.length === 0
                  ? 'No results'
                  : describeResultCount(firstPage?.total ?? results.length, q.trim())
            }
            selectedCount={selectedCount}
            canExport={results.length > 0 || selectedCount > 0}
            onAddToCalendar={() => void addEventsToCalendar([...selected.values()])}
            onClearSelection={() => setSelected(new Map())}
          />
        ) : null}

        {!hasQuery ? (
          <SearchSuggestions
            onPick={(query) => {
              setText(query);
              writeQuery(query, true);
            }}
          />
        ) : search.isPending ? (
          <EventGridSkeleton label="Searching events" />
        ) : results.length === 0 ? (
          <SearchNoResults
            hasChips={chips.length > 0}
            suggestions={firstPage?.suggestions ?? []}
            onPick={applySuggestion}
          />
        ) : (
          <div className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <EventGrid>
              {results.map((event) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    dateFormat="long"
                    isBookmarked={bookmarks.isBookmarked(event.id)}
                    onToggleBookmark={bookmarks.toggleBookmark}
                    isSelected={selected.has(event.id)}
                    onSelectedChange={setIsSelected}
                    canDelete={Boolean(user?.isAdmin)}
                    onDelete={removeEvent}
                    deleteConfirmation="Are you sure you want to delete this event?"
                    goingCount={going[event.id]}
                  />
                </li>
              ))}
            </EventGrid>
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
    </div>
  );
}

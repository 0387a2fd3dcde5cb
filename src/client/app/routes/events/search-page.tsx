import { useEffect } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  addDismissed,
  getQueryChips,
  type QueryPart,
} from '#client/features/events/hooks/search-query-chips.ts';
import { useInfiniteSearchEvents } from '#client/features/events/hooks/use-infinite-search-events.ts';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { useSearchParamsWriter } from '#client/hooks/use-search-params-writer.ts';
import { useUrlSearchText } from '#client/hooks/use-url-search-text.ts';
import type { SearchEventsResponse } from '#shared/contracts/events.ts';
import { SearchHeader } from './search-header.tsx';
import { searchQueryOf } from './search-query.ts';
import { SearchResults } from './search-results.tsx';

/** The URL (and so the search) follows the typed text this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The calendar feed of a search. The feed reads the words as the search does; Near Me becomes the
 * visitor's city when the words name no place (calendar servers poll from their own addresses, so the
 * feed cannot locate them). A price asked for in the link (not in the words) goes into the feed too.
 */
function feedOf(searchParams: URLSearchParams, firstPage: SearchEventsResponse, isNearMe: boolean) {
  const q = (searchParams.get('q') ?? '').trim();
  const nearCity =
    isNearMe && !firstPage.interpreted.place
      ? { city: firstPage.userLocation.city, region: firstPage.userLocation.region }
      : null;
  const { dismiss: dismissed, free, maxPrice } = searchQueryOf(searchParams);
  return {
    size: 'sm' as const,
    query: {
      q,
      ...(dismissed ? { dismiss: dismissed } : {}),
      ...(free ? { free: 'true' as const } : {}),
      ...(maxPrice !== undefined ? { maxPrice } : {}),
      ...nearCity,
    },
    description: `Events matching “${q}”${nearCity ? ` near ${nearCity.city}, ${nearCity.region}` : ''}`,
  };
}

/**
 * /search. The text lives in ?q= (written 500 ms after typing stops; Enter writes
 * at once) and Near Me in ?nearMe=true (off by default here). Removing an understood part keeps the
 * text and adds the reading to ?dismiss= (see addDismissed); new text clears the dismissed readings.
 */
export function SearchPage() {
  // Typing and toggles replace the history entry; a deliberate new search (Enter, a suggestion,
  // removing a chip) adds one, so Back returns to the previous search.
  const [searchParams, writeParams] = useSearchParamsWriter();
  const q = searchParams.get('q') ?? '';
  const isNearMe = searchParams.get('nearMe') === 'true';
  const search = useInfiniteSearchEvents(searchQueryOf(searchParams));

  const writeQuery = (value: string, isNewEntry = false) => {
    if (value.trim() === q.trim()) return;
    writeParams((params) => {
      if (value.trim()) params.set('q', value.trim());
      else params.delete('q');
      params.delete('dismiss');
    }, isNewEntry);
  };
  const [text, setText] = useUrlSearchText(q, { pauseMs: SEARCH_DEBOUNCE_MS, onPause: writeQuery });

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
  const chips = getQueryChips(firstPage?.interpreted);
  const hasQuery = q.trim().length > 0;

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

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <SearchHeader
        text={text}
        onTextChange={setText}
        onSubmit={() => writeQuery(text, true)}
        chips={hasQuery ? chips : null}
        onRemoveChip={removeChip}
        corrections={hasQuery && firstPage ? firstPage.interpreted.corrections : []}
        feed={hasQuery && firstPage ? feedOf(searchParams, firstPage, isNearMe) : null}
        isNearMe={isNearMe}
        onNearMeChange={(checked) =>
          writeParams((params) => (checked ? params.set('nearMe', 'true') : params.delete('nearMe')))
        }
      />
      <SearchResults
        search={search}
        query={q.trim()}
        hasChips={chips.length > 0}
        onPickQuery={(query) => {
          setText(query);
          writeQuery(query, true);
        }}
        onApplySuggestion={applySuggestion}
      />
    </div>
  );
}

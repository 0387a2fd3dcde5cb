import type { QueryPart } from '#client/features/events/hooks/search-query-chips.ts';
import type { SearchSuggestion } from '#shared/contracts/events.ts';

type Props = {
  hasChips: boolean;
  suggestions: readonly SearchSuggestion[];
  onPick: (suggestion: { dismiss: QueryPart[]; ignoreLocation: boolean }) => void;
};

const describeCount = (count: number) => `${count} ${count === 1 ? 'event' : 'events'}`;

/** The empty search: what to try next, with the nearest searches that do find events and their counts. */
export function SearchNoResults({ hasChips, suggestions, onPick }: Props) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-border border-dashed bg-card px-6 py-14 text-center">
      <p className="font-semibold text-ink-800 text-lg">No events found matching your search.</p>
      <p className="max-w-md text-muted-foreground">
        {hasChips
          ? 'Try removing one of the filters above, or describe the party another way.'
          : 'Try other words: a kind of party, a city or a date.'}
      </p>
      {suggestions.length > 0 ? (
        <div className="mt-2 flex flex-col items-center gap-2">
          <p className="font-medium text-sm">These searches find events:</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.label}>
                <button
                  type="button"
                  onClick={() => onPick(suggestion)}
                  aria-label={`${suggestion.label}: ${describeCount(suggestion.count)}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 font-semibold text-brand-800 text-sm transition-colors hover:border-brand-300 hover:bg-brand-100"
                >
                  {suggestion.label}
                  <span className="rounded-full bg-white px-2 py-0.5 text-brand-700 text-xs">
                    {describeCount(suggestion.count)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

import { CalendarPlus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The bar above the results: the count (announced politely) and the calendar export for the
 * selected events. It sticks under the navigation bar, so the export stays in reach while scrolling.
 */
export function SearchResultsToolbar({
  heading,
  selectedCount,
  canExport,
  onAddToCalendar,
  onClearSelection,
}: {
  heading: string;
  selectedCount: number;
  /** False while there is nothing to pick from (and nothing picked). */
  canExport: boolean;
  onAddToCalendar: () => void;
  onClearSelection: () => void;
}) {
  return (
    <div className="sticky top-16 z-30 -mx-4 mb-6 flex min-h-16 flex-wrap items-center justify-between gap-3 border-border/70 border-b bg-background/90 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <h2
        id="search-results-heading"
        aria-live="polite"
        className="font-semibold text-ink-800 text-sm sm:text-base"
      >
        {heading}
      </h2>
      {canExport ? (
        <div className="flex items-center gap-2">
          {selectedCount > 0 ? (
            <Button variant="ghost" size="sm" onClick={onClearSelection} aria-label="Clear selection">
              Clear
            </Button>
          ) : null}
          {/* Nothing selected, nothing to add: the button waits for a selection. */}
          <Button
            onClick={onAddToCalendar}
            variant={selectedCount > 0 ? 'default' : 'outline'}
            size="sm"
            disabled={selectedCount === 0}
          >
            <CalendarPlus aria-hidden="true" />
            Add {selectedCount} {selectedCount === 1 ? 'Event' : 'Events'} to Calendar
          </Button>
        </div>
      ) : null}
    </div>
  );
}

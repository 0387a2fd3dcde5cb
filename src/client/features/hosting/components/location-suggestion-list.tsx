import { MapPin } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { US_STATES } from '#shared/constants.ts';
import type { PlaceSuggestion } from '#shared/contracts/location.ts';

const stateNames = new Map<string, string>(US_STATES.map(([code, name]) => [code, name]));

/** The location combobox's listbox of suggested places; the input keeps focus and handles the keys. */
export function LocationSuggestionList({
  listboxId,
  optionId,
  suggestions,
  activeIndex,
  isExpanded,
  onHover,
  onPick,
}: {
  listboxId: string;
  optionId: (index: number) => string;
  suggestions: readonly PlaceSuggestion[];
  activeIndex: number;
  isExpanded: boolean;
  onHover: (index: number) => void;
  onPick: (place: PlaceSuggestion) => void;
}) {
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label="Suggested places"
      hidden={!isExpanded}
      className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-72 overflow-y-auto rounded-xl border border-border bg-popover p-1.5 shadow-lg data-[open]:animate-pop-in"
      data-open={isExpanded || undefined}
    >
      {suggestions.map((place, index) => (
        // Options are picked with the mouse here; the keyboard works from the input (aria-activedescendant).
        // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
        <div
          key={`${place.label}-${place.latitude}-${place.longitude}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
            index === activeIndex && 'bg-accent text-accent-foreground',
          )}
          // Keep focus in the input; the click below picks.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onHover(index)}
          onClick={() => onPick(place)}
        >
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="min-w-0 flex-1 truncate font-medium">{place.label}</span>
          <span className="shrink-0 text-muted-foreground text-xs">
            {stateNames.get(place.region) ?? place.region}
          </span>
        </div>
      ))}
    </div>
  );
}

import { LoaderCircle, MapPin } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useState } from 'react';
import type { FormControlProps } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useDebouncedValue } from '#client/hooks/use-debounced-value.ts';
import type { PlaceSuggestion } from '#shared/contracts/location.ts';
import { MIN_SUGGEST_LENGTH, usePlaceSuggestions } from '../api/get-place-suggestions.ts';
import { LocationSuggestionList } from './location-suggestion-list.tsx';

/** How long typing pauses before places are suggested: quick enough to feel live, one call per pause. */
export const SUGGEST_DEBOUNCE_MS = 200;

export type LocationComboboxProps = FormControlProps & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Called when a suggestion is chosen (its time zone tells where the date's wall time is). */
  onPick?: (place: PlaceSuggestion) => void;
  placeholder?: string;
};

/**
 * A text input with place suggestions (WAI-ARIA combobox, list autocomplete): arrows move through
 * the list, Enter picks, Escape closes; free text such as a street address stays allowed.
 */
export function LocationCombobox({
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  onPick,
  placeholder = 'City, state or street address',
  ...aria
}: LocationComboboxProps) {
  const [isOpen, setIsOpen] = useState(false);
  // The highlighted option belongs to one list; a new list starts with nothing highlighted, so
  // Enter still submits what was typed.
  const [active, setActive] = useState<{ list: unknown; index: number }>({ list: null, index: -1 });
  const query = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const hasQuery = query.trim().length >= MIN_SUGGEST_LENGTH;
  const { data, isFetching } = usePlaceSuggestions(query);
  const suggestions = hasQuery && value.trim().length >= MIN_SUGGEST_LENGTH ? (data ?? []) : [];
  const isExpanded = isOpen && suggestions.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const activeIndex = active.list === data ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ list: data, index });
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, id]);

  function pick(place: PlaceSuggestion) {
    onChange(place.label);
    onPick?.(place);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!isExpanded) {
        setIsOpen(true);
        setActiveIndex(step === 1 ? 0 : count - 1);
        return;
      }
      setActiveIndex(activeIndex < 0 && step === -1 ? count - 1 : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && isExpanded && activeIndex >= 0) {
      event.preventDefault();
      const place = suggestions[activeIndex];
      if (place) pick(place);
    } else if (event.key === 'Escape' && isExpanded) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <div className="relative">
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        {...aria}
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        className="pr-10 pl-10"
        onChange={(event) => {
          onChange(event.target.value);
          setIsOpen(true);
        }}
        onBlur={() => {
          setIsOpen(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      {isFetching && hasQuery ? (
        <LoaderCircle
          aria-hidden="true"
          className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      ) : null}
      <LocationSuggestionList
        listboxId={listboxId}
        optionId={optionId}
        suggestions={suggestions}
        activeIndex={activeIndex}
        isExpanded={isExpanded}
        onHover={setActiveIndex}
        onPick={pick}
      />
      <p className="sr-only" aria-live="polite">
        {isExpanded
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose.`
          : ''}
      </p>
    </div>
  );
}

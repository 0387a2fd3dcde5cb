import { Repeat } from 'lucide-react';
import { useId } from 'react';
import type { EventScope } from '#shared/contracts/events.ts';

/**
 * Edit page of a date of a series: whether saving changes this date alone or every date from now
 * on. Dates edited on their own keep their own changes when the whole series is edited.
 */
export function SeriesScopeChoice({
  value,
  onChange,
  summary,
}: {
  value: EventScope;
  onChange: (scope: EventScope) => void;
  /** The series in words ('Every week on Tuesday, 8 dates'). */
  summary: string;
}) {
  const name = useId();
  const options: { scope: EventScope; label: string; hint: string }[] = [
    { scope: 'occurrence', label: 'This date only', hint: 'Other dates stay as they are.' },
    {
      scope: 'series',
      label: 'Every date from now on',
      hint: 'Changes the time of day too, not the day. Dates edited on their own keep their changes.',
    },
  ];
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-primary/40 bg-primary-subtle/40 p-5">
      <legend className="sr-only">Save changes to</legend>
      <p className="flex items-center gap-2 font-semibold text-sm">
        <Repeat aria-hidden="true" className="size-4 text-primary" />
        This event repeats: {summary}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.scope}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-3 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name={name}
              className="mt-0.5 size-4 accent-primary"
              checked={value === option.scope}
              onChange={() => onChange(option.scope)}
            />
            <span className="grid gap-0.5">
              <span className="font-medium text-sm">{option.label}</span>
              <span className="text-muted-foreground text-xs">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

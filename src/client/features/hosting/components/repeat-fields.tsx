import type { ReactNode } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { WEEKDAY_CODES, type WeekdayCode } from '#shared/constants.ts';
import { MAX_SERIES_DATES } from '#shared/contracts/events.ts';
import { nthWeekdayOf, WEEKDAY_NAMES } from '#shared/lib/recurrence.ts';
import type { RepeatDraft } from '../lib/repeat-draft.ts';

const SHORT_DAYS: Record<WeekdayCode, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};
const NTH = ['', 'first', 'second', 'third', 'fourth'];

/** One labelled radio button of a choice. */
function RadioChoice({
  name,
  checked,
  onChoose,
  className = 'flex items-center gap-2 text-sm',
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        checked={checked}
        onChange={onChoose}
      />
      {children}
    </label>
  );
}

type SetDraft = (patch: Partial<RepeatDraft>) => void;

/** Weekly: the days of the week, the first date's day always among them. */
export function WeekdayPicker({
  id,
  chosenDays,
  firstDay,
  onToggle,
}: {
  id: string;
  chosenDays: readonly WeekdayCode[];
  firstDay: WeekdayCode | null;
  onToggle: (day: WeekdayCode) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">On</legend>
      <div className="flex flex-wrap gap-2" aria-describedby={`${id}-days-hint`}>
        {WEEKDAY_CODES.map((day) => {
          const isOn = chosenDays.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={isOn}
              aria-label={WEEKDAY_NAMES[day]}
              onClick={() => onToggle(day)}
              className={cn(
                'h-10 min-w-12 rounded-full border px-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                isOn
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background hover:bg-muted',
              )}
            >
              {SHORT_DAYS[day]}
            </button>
          );
        })}
      </div>
      <p id={`${id}-days-hint`} className="text-muted-foreground text-xs">
        {firstDay
          ? `The first date is a ${WEEKDAY_NAMES[firstDay]}, so ${WEEKDAY_NAMES[firstDay]} stays chosen.`
          : 'Pick the first date and time above; its day is always one of the days.'}
      </p>
    </fieldset>
  );
}

/** Monthly: on the first date's day of the month, or on its weekday of the month. */
export function MonthlyChoice({
  id,
  value,
  set,
  date,
}: {
  id: string;
  value: RepeatDraft;
  set: SetDraft;
  date: string;
}) {
  const hasDate = /^\d{4}-\d{2}-\d{2}/.test(date);
  const nth = hasDate ? nthWeekdayOf(date) : null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">On</legend>
      <RadioChoice
        name={`${id}-monthly`}
        checked={value.monthlyBy === 'dayOfMonth'}
        onChoose={() => set({ monthlyBy: 'dayOfMonth' })}
      >
        {hasDate ? `Day ${Number(date.slice(8, 10))} of the month` : 'The same day of the month'}
      </RadioChoice>
      <RadioChoice
        name={`${id}-monthly`}
        checked={value.monthlyBy === 'weekdayOfMonth'}
        onChoose={() => set({ monthlyBy: 'weekdayOfMonth' })}
      >
        {nth
          ? `The ${nth.nth === -1 ? 'last' : NTH[nth.nth]} ${WEEKDAY_NAMES[nth.day]} of the month`
          : 'The same weekday of the month'}
      </RadioChoice>
    </fieldset>
  );
}

/** Ends: after a number of dates, on a day, or never. */
export function EndsChoice({ id, value, set }: { id: string; value: RepeatDraft; set: SetDraft }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">Ends</legend>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <RadioChoice
          name={`${id}-ends`}
          checked={value.ends === 'count'}
          onChoose={() => set({ ends: 'count' })}
          className="flex items-center gap-2"
        >
          After
        </RadioChoice>
        <Input
          aria-label="Number of dates"
          type="number"
          inputMode="numeric"
          min={2}
          max={MAX_SERIES_DATES}
          className="w-20"
          value={value.count}
          onFocus={() => set({ ends: 'count' })}
          onChange={(e) => set({ ends: 'count', count: e.target.value })}
        />
        <span>dates</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <RadioChoice
          name={`${id}-ends`}
          checked={value.ends === 'on'}
          onChoose={() => set({ ends: 'on' })}
          className="flex items-center gap-2"
        >
          On
        </RadioChoice>
        <Input
          aria-label="Last day"
          type="date"
          className="w-44"
          value={value.endsOn}
          onFocus={() => set({ ends: 'on' })}
          onChange={(e) => set({ ends: 'on', endsOn: e.target.value })}
        />
      </div>
      <RadioChoice
        name={`${id}-ends`}
        checked={value.ends === 'never'}
        onChoose={() => set({ ends: 'never' })}
      >
        Never (dates are listed a year ahead)
      </RadioChoice>
    </fieldset>
  );
}

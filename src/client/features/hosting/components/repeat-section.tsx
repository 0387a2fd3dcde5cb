import { Repeat } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';
import { WEEKDAY_CODES, type WeekdayCode } from '#shared/constants.ts';
import { MAX_SERIES_DATES } from '#shared/contracts/events.ts';
import { nthWeekdayOf, WEEKDAY_NAMES, weekdayCodeOf } from '#shared/lib/recurrence.ts';
import { describeDraft, type RepeatDraft } from '../lib/repeat-draft.ts';
import { FormSection } from './form-section.tsx';

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

/**
 * Create page: make the event repeat weekly (on chosen days, every N weeks) or monthly (on the
 * first date's day of the month or its weekday of the month), ending after a number of dates, on a
 * day, or never. `date` is the form's first date ('2026-11-03T19:00'), which the choices follow.
 */
export function RepeatSection({
  value,
  onChange,
  date,
  error,
}: {
  value: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
  date: string;
  error?: string | null;
}) {
  const id = useId();
  const hasDate = /^\d{4}-\d{2}-\d{2}/.test(date);
  const firstDay = hasDate ? weekdayCodeOf(date) : null;
  const nth = hasDate ? nthWeekdayOf(date) : null;
  const set = (patch: Partial<RepeatDraft>) => onChange({ ...value, ...patch });
  const summary = describeDraft(value, date);
  const unit = value.frequency === 'monthly' ? 'month' : 'week';
  const chosenDays = value.weekdays.length > 0 ? value.weekdays : firstDay ? [firstDay] : [];

  function toggleDay(day: WeekdayCode) {
    // The first date is one of the series' dates, so its day stays chosen.
    if (day === firstDay) return;
    const next = chosenDays.includes(day) ? chosenDays.filter((d) => d !== day) : [...chosenDays, day];
    set({ weekdays: WEEKDAY_CODES.filter((d) => next.includes(d)) });
  }

  return (
    <FormSection
      icon={Repeat}
      title="Repeats"
      description="A weekly or monthly party gets one page per date, each with its own guest list."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-frequency`}>How often</Label>
          <Select
            value={value.frequency}
            onValueChange={(frequency) => set({ frequency: frequency as RepeatDraft['frequency'] })}
          >
            <SelectTrigger id={`${id}-frequency`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">Does not repeat</SelectItem>
              <SelectItem value="weekly">Weekly</SelectItem>
              <SelectItem value="monthly">Monthly</SelectItem>
            </SelectContent>
          </Select>
        </div>
        {value.frequency !== 'none' ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-interval`}>Every</Label>
            <div className="flex items-center gap-2">
              <Input
                id={`${id}-interval`}
                type="number"
                inputMode="numeric"
                min={1}
                max={12}
                className="w-20"
                value={value.interval}
                onChange={(e) => set({ interval: e.target.value })}
              />
              <span className="text-sm">{value.interval === '1' ? unit : `${unit}s`}</span>
            </div>
          </div>
        ) : null}
      </div>

      {value.frequency === 'weekly' ? (
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
                  onClick={() => toggleDay(day)}
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
      ) : null}

      {value.frequency === 'monthly' ? (
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
      ) : null}

      {value.frequency !== 'none' ? (
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
      ) : null}

      {summary ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-sm" aria-live="polite">
          {summary}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}

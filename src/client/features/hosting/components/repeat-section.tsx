import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { WEEKDAY_CODES, type WeekdayCode } from '#shared/constants.ts';
import { weekdayCodeOf } from '#shared/lib/recurrence.ts';
import { describeDraft, type RepeatDraft } from '../lib/repeat-draft.ts';
import { FormSection } from './form-section.tsx';
import { EndsChoice, MonthlyChoice, WeekdayPicker } from './repeat-fields.tsx';

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
        <WeekdayPicker id={id} chosenDays={chosenDays} firstDay={firstDay} onToggle={toggleDay} />
      ) : null}

      {value.frequency === 'monthly' ? <MonthlyChoice id={id} value={value} set={set} date={date} /> : null}

      {value.frequency !== 'none' ? <EndsChoice id={id} value={value} set={set} /> : null}

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

import type { WeekdayCode } from '#shared/constants.ts';
import type { RecurrenceInput } from '#shared/contracts/events.ts';
import { describeRule, ruleOf, weekdayCodeOf } from '#shared/lib/recurrence.ts';

/** What the Repeats section holds, as its inputs show it. */
export type RepeatDraft = {
  frequency: 'none' | 'weekly' | 'monthly';
  interval: string;
  weekdays: WeekdayCode[];
  monthlyBy: 'dayOfMonth' | 'weekdayOfMonth';
  ends: 'count' | 'on' | 'never';
  count: string;
  endsOn: string;
};

export const DEFAULT_REPEAT_DRAFT: RepeatDraft = {
  frequency: 'none',
  interval: '1',
  weekdays: [],
  monthlyBy: 'dayOfMonth',
  ends: 'count',
  count: '8',
  endsOn: '',
};

/**
 * The create body's `recurrence`, or null for an event that does not repeat. A weekly series with
 * no days ticked falls on the first date's day (the server reads it the same way).
 */
export function recurrenceOf(draft: RepeatDraft): RecurrenceInput | null {
  if (draft.frequency === 'none') return null;
  return {
    frequency: draft.frequency,
    interval: Number(draft.interval),
    weekdays: draft.frequency === 'weekly' ? draft.weekdays : [],
    monthlyBy: draft.monthlyBy,
    count: draft.ends === 'count' ? Number(draft.count) : null,
    endsOn: draft.ends === 'on' ? draft.endsOn || null : null,
  };
}

/**
 * The series in words for the form's summary ('Every week on Tuesday and Thursday, 8 dates'), from
 * the first date's wall time ('2026-11-03T19:00'); null until both are usable.
 */
export function describeDraft(draft: RepeatDraft, startLocal: string): string | null {
  const recurrence = recurrenceOf(draft);
  if (!recurrence || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(startLocal)) return null;
  const weekdays = recurrence.weekdays ?? [];
  const interval = Number(recurrence.interval);
  if (!Number.isInteger(interval) || interval < 1) return null;
  const until = recurrence.endsOn ? new Date(`${recurrence.endsOn}T12:00:00Z`) : null;
  const parts = ruleOf(
    {
      frequency: recurrence.frequency,
      interval,
      weekdays: weekdays.length > 0 ? weekdays : [weekdayCodeOf(startLocal)],
      monthlyBy: recurrence.monthlyBy ?? 'dayOfMonth',
      count: recurrence.count ?? null,
      endsOn: recurrence.endsOn ?? null,
    },
    startLocal.slice(0, 16),
    until,
  );
  return describeRule(parts, 'UTC');
}

import type { Recurrence } from '#shared/contracts/events.ts';
import {
  formatRule,
  instantOfWallTime,
  ruleOf,
  WEEKDAY_NAMES,
  wallTimeOf,
  weekdayCodeOf,
} from '#shared/lib/recurrence.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import { makeDates, SERIES_HORIZON_MS } from './series-dates.ts';

function seriesError(path: string, message: string): ValidationError {
  return new ValidationError(message, [{ path, message }]);
}

/**
 * The rule and first dates of a new series starting at `start`, or a 400 naming the field to fix.
 * The rule must give the first date itself (RFC 5545 leaves a DTSTART off its rule undefined).
 */
export function planSeries(recurrence: Recurrence, start: Date, timeZone: string, now: Date) {
  const startLocal = wallTimeOf(start, timeZone);
  const firstDay = weekdayCodeOf(startLocal);
  if (
    recurrence.frequency === 'weekly' &&
    recurrence.weekdays.length > 0 &&
    !recurrence.weekdays.includes(firstDay)
  ) {
    const name = WEEKDAY_NAMES[firstDay];
    throw seriesError(
      'recurrence.weekdays',
      `The first date is a ${name}: include ${name} in the days it repeats on`,
    );
  }
  const until = recurrence.endsOn ? instantOfWallTime(`${recurrence.endsOn}T23:59`, timeZone) : null;
  if (until && until < start) {
    throw seriesError('recurrence.endsOn', 'The last day must be on or after the first date');
  }
  const rule = formatRule(ruleOf(recurrence, startLocal, until));
  const horizon = new Date(Math.max(now.getTime(), start.getTime()) + SERIES_HORIZON_MS);
  const series = { rule, startLocal, timeZone, cancelled: [] };
  const { dates, madeUntil, goesOn } = makeDates(series, start, horizon);
  if (dates.length < 2) {
    throw seriesError(
      recurrence.endsOn ? 'recurrence.endsOn' : 'recurrence.frequency',
      'This series has only one date: choose a later last day or more dates',
    );
  }
  return { series: { rule, startLocal, timeZone, madeUntil }, dates, goesOn };
}

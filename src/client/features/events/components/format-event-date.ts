import { TZDateMini } from '@date-fns/tz';
import { format } from 'date-fns';

export type EventDateFormat = 'short' | 'long';

/** Spec part 1 §9: cards show 'MMM d, yyyy'; /search shows the long form. */
const DATE_PATTERNS: Record<EventDateFormat, string> = {
  short: 'MMM d, yyyy',
  long: 'EEEE, MMMM d, yyyy',
};

export const DATE_NOT_SET = 'Date not set';

/** The event's date and start time in its own time zone (DECISIONS.md: 7 PM in New York is 7 PM everywhere). */
export function formatEventDate(
  iso: string,
  timeZone: string | null | undefined,
  dateFormat: EventDateFormat = 'short',
): { date: string; time: string | null } {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return { date: DATE_NOT_SET, time: null };
  const zoned = toZoned(instant, timeZone);
  return { date: format(zoned, DATE_PATTERNS[dateFormat]), time: format(zoned, 'h:mm a') };
}

function toZoned(instant: Date, timeZone: string | null | undefined): Date {
  if (!timeZone) return instant;
  const zoned = new TZDateMini(instant.getTime(), timeZone);
  // An unknown zone name gives an invalid date: fall back to the viewer's zone rather than hide the date.
  return Number.isNaN(zoned.getTime()) ? instant : zoned;
}

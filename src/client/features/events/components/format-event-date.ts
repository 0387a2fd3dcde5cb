import type { EventClock } from '#shared/contracts/events.ts';
import { parseWallClock, writeDay, writeTime } from '#shared/lib/calendar/wall-clock.ts';

export type EventDateFormat = 'short' | 'long';

/** Cards show 'Dec 5, 2026'; /search shows the long form ('Saturday, December 5, 2026'). */
const DATE_OPTIONS: Record<EventDateFormat, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

export const DATE_NOT_SET = 'Date not set';

// An event without the server's wall clock (one a client built) is written with the browser's Intl,
// which also keeps the first paint free of a date library.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An unknown zone name falls back to the viewer's zone rather than hide the date. */
function knownZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    formatterFor(TIME_OPTIONS, timeZone);
    return timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The event's date and start time in its own time zone (7 PM in New York reads 7 PM everywhere):
 * from the wall clock the server sent, else with Intl (an unknown zone reads as the viewer's).
 */
export function formatEventDate(
  event: { date: string; timeZone: string | null | undefined; clock?: EventClock | undefined },
  dateFormat: EventDateFormat = 'short',
): { date: string; time: string | null } {
  const clock = parseWallClock(event.clock?.local);
  if (clock) return { date: writeDay(clock, dateFormat), time: writeTime(clock) };
  const instant = new Date(event.date);
  if (Number.isNaN(instant.getTime())) return { date: DATE_NOT_SET, time: null };
  const zone = knownZone(event.timeZone);
  return {
    date: formatterFor(DATE_OPTIONS[dateFormat], zone).format(instant),
    // Newer ICU puts a narrow no-break space before AM/PM; the app writes a plain one everywhere.
    time: formatterFor(TIME_OPTIONS, zone).format(instant).replace(/\s/g, ' '),
  };
}

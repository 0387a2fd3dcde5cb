/**
 * Dates written from an event's wall clock ('2026-11-28T19:30', what the clock reads at the event's
 * place) with plain arithmetic, in the app's US English. The server works the wall clock out from its
 * time zone database and sends it with each event, so a page of cards is written without the
 * browser's Intl: the first Intl formatter a page builds loads the browser's locale data, tens of
 * milliseconds of main thread on a phone, right while the page is being made live.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** Reads '2026-11-28T19:30'; anything else is null, and the caller falls back to Intl. */
export function parseWallClock(text: string | null | undefined): WallClock | null {
  const match = text ? WALL_CLOCK.exec(text) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/** The wall clock's calendar day as a count of days, to compare two days of the same place. */
export function dayNumber({ year, month, day }: WallClock): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

function weekday(clock: WallClock): string {
  return WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()]!;
}

/** 'Nov 28, 2026' (short) or 'Saturday, November 28, 2026' (long). */
export function writeDay(clock: WallClock, style: 'short' | 'long'): string {
  const month = MONTHS[clock.month - 1]!;
  return style === 'long'
    ? `${weekday(clock)}, ${month} ${clock.day}, ${clock.year}`
    : `${month.slice(0, 3)} ${clock.day}, ${clock.year}`;
}

/** 'Sat, Nov 28': the day in a compact list. */
export function writeShortDay(clock: WallClock): string {
  return `${weekday(clock).slice(0, 3)}, ${MONTHS[clock.month - 1]!.slice(0, 3)} ${clock.day}`;
}

/** '7:30 PM', '12:05 AM'. */
export function writeTime({ hour, minute }: WallClock): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The event's offset from UTC in minutes at its start: its wall clock less the instant. */
export function offsetMinutes(clock: WallClock, instant: Date): number {
  const wallAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The calendar day at the event's place for another instant, read with the event's own offset. */
export function dayNumberAt(instant: Date, offset: number): number {
  return Math.floor((instant.getTime() + offset * 60_000) / DAY_MS);
}

/** 1234567 -> '1,234,567', the way en-US writes a count. */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

import { TZDate } from '@date-fns/tz';

const DAY_MS = 86_400_000;

/**
 * A wall time `days` from today ('2027-01-16T19:00'), for a date field or an API body: journeys date
 * their events from the clock, so none turns into a past event as the calendar moves on.
 */
export function wallTimeDaysAhead(days: number, time: string): string {
  return `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T${time}`;
}

/** The instant a wall time ('2027-01-16T19:00') names in a time zone, as the API answers it. */
export function instantOfWallTime(wallTime: string, timeZone: string): string {
  const [day = '', time = ''] = wallTime.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(new TZDate(year!, month! - 1, date!, hour!, minute!, timeZone).getTime()).toISOString();
}

/** A wall time's day as lists write it: 'Dec 12, 2026'. */
export function dayAsListed(wallTime: string): string {
  const day = new Date(`${wallTime.slice(0, 10)}T00:00:00Z`);
  const month = day.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import { resolveTimeZone, timeZoneName } from '#shared/lib/calendar/time-zone.ts';

/** An event's start, spelled out in the event's own time zone. */
export type EventDateParts = {
  /** 'Saturday, November 28, 2026' */
  day: string;
  /** '7:00 PM' */
  time: string;
  /** 'PST' */
  zone: string;
  /** 'Pacific Standard Time', for a tooltip or screen readers. */
  zoneLong: string;
};

export function getEventDateParts(date: string, timeZone: string | null | undefined): EventDateParts | null {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return null;
  const zone = resolveTimeZone(timeZone);
  const local = new TZDate(instant.getTime(), zone);
  return {
    day: format(local, 'EEEE, MMMM d, yyyy'),
    time: format(local, 'h:mm a'),
    zone: timeZoneName(zone, instant, 'short'),
    zoneLong: timeZoneName(zone, instant, 'long'),
  };
}

/** The long format: 'Saturday, November 28, 2026 · 7:00 PM PST'. */
export function formatEventDateLong(date: string, timeZone: string | null | undefined): string {
  const parts = getEventDateParts(date, timeZone);
  return parts ? `${parts.day} · ${parts.time} ${parts.zone}` : 'Date to be announced';
}

/** A compact form for small lists: 'Sat, Nov 28 · 7:00 PM PST'. */
export function formatEventDateShort(date: string, timeZone: string | null | undefined): string {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return 'Date to be announced';
  const zone = resolveTimeZone(timeZone);
  return `${format(new TZDate(instant.getTime(), zone), 'EEE, MMM d · h:mm a')} ${timeZoneName(zone, instant, 'short')}`;
}

/** Calendar-day distance as the event's own city sees it: 'Today', 'Tomorrow', 'In 6 days', or past. */
export function describeWhen(date: string, timeZone: string | null | undefined, now: Date): string | null {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return null;
  const zone = resolveTimeZone(timeZone);
  const days = differenceInCalendarDays(new TZDate(instant.getTime(), zone), new TZDate(now.getTime(), zone));
  if (instant.getTime() < now.getTime())
    return days === 0 ? 'Started earlier today' : 'This event has passed';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < 14) return `In ${days} days`;
  if (days < 60) return `In ${Math.round(days / 7)} weeks`;
  return `In ${Math.round(days / 30)} months`;
}

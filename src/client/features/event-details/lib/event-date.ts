import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import type { EventClock } from '#shared/contracts/events.ts';
import { resolveTimeZone, timeZoneName } from '#shared/lib/calendar/time-zone.ts';
import {
  dayNumber,
  dayNumberAt,
  offsetMinutes,
  parseWallClock,
  type WallClock,
  writeDay,
  writeShortDay,
  writeTime,
} from '#shared/lib/calendar/wall-clock.ts';

/**
 * When an event starts: the instant, its zone and, from the server, the wall clock at its place.
 * With the clock the page writes dates by arithmetic; without it (an event a client built) with Intl
 * through date-fns, in the event's zone (Pacific time for a missing or unknown one).
 */
export type EventWhen = { date: string; timeZone: string | null | undefined; clock?: EventClock | undefined };

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

const TO_BE_ANNOUNCED = 'Date to be announced';

function serverClock(event: EventWhen): { wall: WallClock; clock: EventClock } | null {
  const wall = parseWallClock(event.clock?.local);
  return wall && event.clock ? { wall, clock: event.clock } : null;
}

export function getEventDateParts(event: EventWhen): EventDateParts | null {
  const known = serverClock(event);
  if (known) {
    const { wall, clock } = known;
    return { day: writeDay(wall, 'long'), time: writeTime(wall), zone: clock.zone, zoneLong: clock.zoneName };
  }
  const instant = new Date(event.date);
  if (Number.isNaN(instant.getTime())) return null;
  const zone = resolveTimeZone(event.timeZone);
  const local = new TZDate(instant.getTime(), zone);
  return {
    day: format(local, 'EEEE, MMMM d, yyyy'),
    time: format(local, 'h:mm a'),
    zone: timeZoneName(zone, instant, 'short'),
    zoneLong: timeZoneName(zone, instant, 'long'),
  };
}

/** The long format: 'Saturday, November 28, 2026 · 7:00 PM PST'. */
export function formatEventDateLong(event: EventWhen): string {
  const parts = getEventDateParts(event);
  return parts ? `${parts.day} · ${parts.time} ${parts.zone}` : TO_BE_ANNOUNCED;
}

/** A compact form for small lists: 'Sat, Nov 28 · 7:00 PM PST'. */
export function formatEventDateShort(event: EventWhen): string {
  const known = serverClock(event);
  if (known) return `${writeShortDay(known.wall)} · ${writeTime(known.wall)} ${known.clock.zone}`;
  const instant = new Date(event.date);
  if (Number.isNaN(instant.getTime())) return TO_BE_ANNOUNCED;
  const zone = resolveTimeZone(event.timeZone);
  return `${format(new TZDate(instant.getTime(), zone), 'EEE, MMM d · h:mm a')} ${timeZoneName(zone, instant, 'short')}`;
}

/** Calendar days from `now` to the event as its own city sees them. */
function daysUntil(event: EventWhen, instant: Date, now: Date): number {
  const known = serverClock(event);
  if (known) {
    // Today at the event's place, read with the offset it has at the start (a daylight-saving change
    // in between moves that by an hour, which a day count shrugs off but right around midnight).
    return dayNumber(known.wall) - dayNumberAt(now, offsetMinutes(known.wall, instant));
  }
  const zone = resolveTimeZone(event.timeZone);
  return differenceInCalendarDays(new TZDate(instant.getTime(), zone), new TZDate(now.getTime(), zone));
}

/** Calendar-day distance as the event's own city sees it: 'Today', 'Tomorrow', 'In 6 days', or past. */
export function describeWhen(event: EventWhen, now: Date): string | null {
  const instant = new Date(event.date);
  if (Number.isNaN(instant.getTime())) return null;
  const days = daysUntil(event, instant, now);
  if (instant.getTime() < now.getTime())
    return days === 0 ? 'Started earlier today' : 'This event has passed';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < 14) return `In ${days} days`;
  if (days < 60) return `In ${Math.round(days / 7)} weeks`;
  return `In ${Math.round(days / 30)} months`;
}

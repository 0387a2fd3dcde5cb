import { TZDate } from '@date-fns/tz';

/** Wall-clock fields of an instant in a time zone; month is 0-11 and weekday 0 (Sunday) to 6. */
export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
};

/** What every date rule needs: the searcher's clock and zone, and today's fields in that zone. */
export type DateContext = { now: Date; timeZone: string; today: ZonedParts };

/** Builds the context, or null when `now` is not a valid date; an unknown zone falls back to UTC. */
export function createDateContext(now: Date, timeZone: string): DateContext | null {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return null;
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  return { now, timeZone: zone, today: getZonedParts(now, zone) };
}

/**
 * Zones already found valid. Building an Intl.DateTimeFormat to test a zone costs a few hundred
 * microseconds, paid on every search otherwise; the zones in use are a few, and the set is capped
 * so text that is not a zone cannot grow it.
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_KEPT = 1000;

function isKnownTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_KEPT) knownTimeZones.add(timeZone);
  return true;
}

export function getZonedParts(instant: Date, timeZone: string): ZonedParts {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth(),
    day: zoned.getDate(),
    weekday: zoned.getDay(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
  };
}

/** The instant of a wall-clock time in the zone; out-of-range days roll over like `new Date(y, m, d)`. */
export function toZonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0): Date {
  return new Date(new TZDate(year, month, day, hour, 0, timeZone).getTime());
}

/** Midnight (or `hour`) of today plus `days` in the searcher's zone. */
export function getDayStart(ctx: DateContext, days: number, hour = 0): Date {
  const { year, month, day } = ctx.today;
  return toZonedInstant(ctx.timeZone, year, month, day + days, hour);
}

/** The zone's UTC offset in minutes at `now` (-480 for PST), as chrono-node's reference expects. */
export function getUtcOffsetMinutes(ctx: DateContext): number {
  return -new TZDate(ctx.now.getTime(), ctx.timeZone).getTimezoneOffset();
}

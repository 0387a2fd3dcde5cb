import rrule from 'rrule';
import { MAX_SERIES_DATES } from '#shared/contracts/events.ts';
import { instantOfWallTime, wallTimeOf } from '#shared/lib/recurrence.ts';

/** Dates of a series are made this far ahead; a job tops the series up as time passes. */
export const SERIES_HORIZON_MS = 365 * 24 * 60 * 60 * 1000;
/** A series without an end is topped up this often. */
export const SERIES_TOP_UP_SECONDS = 30 * 24 * 60 * 60;

export type SeriesRule = {
  rule: string;
  /** Wall time of the first date ('2026-11-03T19:00') in `timeZone`. */
  startLocal: string;
  timeZone: string;
  /** Wall times of cancelled dates. */
  cancelled: readonly string[];
};

export type SeriesDate = { wall: string; start: Date };

/**
 * The dates a run from `from` to `horizon` makes, how far that run reached (a capped run stops just
 * after its last date, so the next top-up starts there; never before `from`), and whether the rule
 * has dates after that.
 */
export function makeDates(series: SeriesRule, from: Date, horizon: Date) {
  const dates = from < horizon ? datesOfSeries(series, from, horizon) : [];
  const reached = dates.length === MAX_SERIES_DATES ? new Date(dates.at(-1)!.start.getTime() + 1) : horizon;
  const madeUntil = reached < from ? from : reached;
  const goesOn =
    datesOfSeries(series, madeUntil, new Date(madeUntil.getTime() + SERIES_HORIZON_MS)).length > 0;
  return { dates, madeUntil, goesOn };
}

/** A wall time read as if it were UTC: the "floating" time the rule is expanded in. */
const floating = (wall: string) => new Date(`${wall}:00Z`);
const wallOfFloating = (date: Date) => date.toISOString().slice(0, 16);

/**
 * The dates a series' rule gives that start in [from, until), soonest first, cancelled ones left out,
 * at most MAX_SERIES_DATES. The rule is expanded in wall time and each wall time is then placed in
 * the event's zone, so a 7 PM series stays at 7 PM when daylight saving starts or ends (expanding
 * in UTC would move it by an hour).
 */
export function datesOfSeries(series: SeriesRule, from: Date, until: Date): SeriesDate[] {
  const options = rrule.RRule.parseString(series.rule);
  if (options.until) {
    // UNTIL is stored in UTC (as RFC 5545 asks with a zoned DTSTART); the expansion is in wall time.
    options.until = floating(wallTimeOf(options.until, series.timeZone));
  }
  const rule = new rrule.RRule({ ...options, dtstart: floating(series.startLocal) });
  // A day's margin each side covers any zone offset; the exact bounds are applied to the instants.
  const day = 24 * 60 * 60 * 1000;
  const cancelled = new Set(series.cancelled);
  const dates: SeriesDate[] = [];
  const walls = rule.between(
    new Date(floating(wallTimeOf(from, series.timeZone)).getTime() - day),
    new Date(floating(wallTimeOf(until, series.timeZone)).getTime() + day),
    true,
    (_date, index) => index < MAX_SERIES_DATES * 2,
  );
  for (const date of walls) {
    const wall = wallOfFloating(date);
    const start = instantOfWallTime(wall, series.timeZone);
    if (start < from || start >= until || cancelled.has(wall)) continue;
    dates.push({ wall, start });
    if (dates.length === MAX_SERIES_DATES) break;
  }
  return dates;
}

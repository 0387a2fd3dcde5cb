import { TZDate } from '@date-fns/tz';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof DAYS)[number];

/**
 * When a demo event happens, relative to the seed day:
 * - `week`: a weekday in the Monday-to-Sunday week around the coming Saturday (week 0 is this
 *   coming weekend, -1 the weekend just gone), so races land on weekends and conferences midweek;
 * - `date`: a fixed calendar date (New Year's Eve), and `nth`: the nth weekday of a month
 *   (n = -1 for the last), both on the first occurrence no more than 60 days back, so a
 *   Christmas market seeded in March belongs to the coming December.
 */
export type When =
  | { kind: 'week'; week: number; day: Weekday }
  | { kind: 'date'; month: number; day: number }
  | { kind: 'nth'; month: number; day: Weekday; n: number };

export const wk = (week: number, day: Weekday): When => ({ kind: 'week', week, day });
export const on = (month: number, day: number): When => ({ kind: 'date', month, day });
export const nth = (month: number, day: Weekday, n: number): When => ({ kind: 'nth', month, day, n });

/** A 24-hour local wall time, 'HH:MM'. */
export type LocalTime = `${number}:${number}`;

const DAY_MS = 86_400_000;
/** Seasonal dates further back than this roll over to the next year. */
export const SEASONAL_LOOKBACK_DAYS = 60;

/** The seed day: the UTC calendar date of `now`. */
export type SeedDay = { utcMidnight: number; weekday: number; year: number };

export function seedDayOf(now: Date): SeedDay {
  return {
    utcMidnight: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
    weekday: now.getUTCDay(),
    year: now.getUTCFullYear(),
  };
}

/** Days from the seed day to the event's date. */
export function dayOffset(when: When, seed: SeedDay): number {
  if (when.kind === 'week') {
    const toSaturday = (6 - seed.weekday) % 7;
    const index = DAYS.indexOf(when.day);
    const fromSaturday = index === 0 ? 1 : index - 6;
    return toSaturday + 7 * when.week + fromSaturday;
  }
  for (let year = seed.year - 1; ; year++) {
    const offset = Math.round((seasonalUtc(when, year) - seed.utcMidnight) / DAY_MS);
    if (offset >= -SEASONAL_LOOKBACK_DAYS) return offset;
  }
}

function seasonalUtc(when: Exclude<When, { kind: 'week' }>, year: number): number {
  const month = when.month - 1;
  if (when.kind === 'date') return Date.UTC(year, month, when.day);
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstMatch = 1 + ((DAYS.indexOf(when.day) - firstWeekday + 7) % 7);
  if (when.n > 0) return Date.UTC(year, month, firstMatch + 7 * (when.n - 1));
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, firstMatch + 7 * Math.floor((daysInMonth - firstMatch) / 7));
}

/** The UTC instant of a local wall time, `offset` days after the seed day, in `timeZone`. */
export function localInstant(seed: SeedDay, offset: number, time: LocalTime, timeZone: string): Date {
  const day = new Date(seed.utcMidnight + offset * DAY_MS);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const local = new TZDate(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    hours,
    minutes,
    timeZone,
  );
  return new Date(local.getTime());
}

/** YYYY-MM-DD of the day `daysAgo` before the seed day. */
export function isoDateBefore(seed: SeedDay, daysAgo: number): string {
  return new Date(seed.utcMidnight - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/*
 * The corpus's date labels never name a calendar date with a year: they say what the words mean
 * relative to "today", and this oracle turns them into a wall-clock range for a given anchor, so the
 * corpus never goes stale. Conventions (the same as the event search's, see the corpus README):
 * - Weeks run Monday to Sunday. "this weekend" is Saturday 00:00 to Monday 00:00, the current one on
 *   a Saturday or Sunday; "next weekend" is the one after it.
 * - "saturday" is the next one, today counting; "next saturday" is that weekday in next week.
 * - A night is 17:00 to 04:00 the next morning; tonight starts now when it is already past 17:00.
 * - "this week" and "this month" run from now to next Monday or the 1st; a named month is the whole
 *   month, this one or the next to come; holidays and dates without a year resolve forward (today
 *   counts).
 */

import { DAY_MS, dayNumber, HOLIDAYS, nthWeekday, weekdayOf } from './oracle-days.ts';
import { nextDayOfMonth, nthDayOfMonth, weekdayAndDay } from './oracle-month-days.ts';

/** A wall-clock time, zone-free: what a reasonable reader of the words means in the place's zone. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** A moment the corpus is evaluated at: the wall clock there and the zone the searcher is in. */
export type Anchor = { name: string; now: WallTime; timeZone: string };

/** What a date label means: [from, to) in wall-clock time; `isFromNow` when "from" is the anchor's now. */
export type WallRange = { from: WallTime; to: WallTime; isFromNow: boolean };

/** The fixed "todays" every utterance is evaluated at: four weekdays, four seasons, four zones. */
export const ANCHORS: readonly Anchor[] = [
  { name: 'wed-mar', now: wall(2026, 3, 11, 10, 0), timeZone: 'America/New_York' },
  { name: 'sat-jun', now: wall(2026, 6, 27, 13, 0), timeZone: 'America/Chicago' },
  { name: 'fri-nov', now: wall(2026, 11, 20, 18, 30), timeZone: 'America/Los_Angeles' },
  { name: 'sun-dec', now: wall(2026, 12, 27, 12, 0), timeZone: 'America/Denver' },
];

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function wall(year: number, month: number, day: number, hour = 0, minute = 0): WallTime {
  return { year, month, day, hour, minute };
}

function atDay(n: number, hour = 0, minute = 0): WallTime {
  const d = new Date(n * DAY_MS);
  return wall(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour, minute);
}

const todayOf = (anchor: Anchor) => dayNumber(anchor.now.year, anchor.now.month, anchor.now.day);

/** The first day from `today` on produced by `dayIn(year)` for this year or the next. */
function forward(today: number, year: number, dayIn: (year: number) => number): number {
  const thisYear = dayIn(year);
  return thisYear >= today ? thisYear : dayIn(year + 1);
}

const wholeDays = (first: number, count = 1): WallRange => ({
  from: atDay(first),
  to: atDay(first + count),
  isFromNow: false,
});

/** The long weekend around a holiday: its Saturday to Monday 00:00, stretched to hold the holiday. */
function holidayWeekend(day: number): WallRange {
  const weekday = weekdayOf(day);
  const saturday =
    weekday === 6 ? day : weekday === 0 ? day - 1 : weekday <= 2 ? day - weekday - 1 : day + 6 - weekday;
  return wholeDays(Math.min(day, saturday), Math.max(day + 1, saturday + 2) - Math.min(day, saturday));
}

function resolveHoliday(name: string, today: number, year: number): number {
  const rule = HOLIDAYS[name];
  if (!rule) throw new Error(`Unknown holiday "${name}"`);
  return forward(today, year, rule);
}

function weekdayIndex(name: string): number {
  const index = WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number]);
  if (index < 0) throw new Error(`Unknown weekday "${name}"`);
  return index;
}

/** Days from today to next Monday (1 on a Sunday, 7 on a Monday). */
const toNextMonday = (today: number) => 7 - ((weekdayOf(today) + 6) % 7);

function fromNow(anchor: Anchor, to: WallTime): WallRange {
  return { from: anchor.now, to, isFromNow: true };
}

// `name:arg` or `name+N`: one base term, without the "@night" or ".." parts.
function resolveBase(term: string, anchor: Anchor): WallRange {
  const today = todayOf(anchor);
  const { year, month } = anchor.now;
  const [head = '', arg = ''] = term.split(':');
  const [name = '', plus = '0'] = (arg ? head : term).split('+');
  const shift = Number(plus);
  if (!Number.isInteger(shift) || shift < 0) throw new Error(`Bad offset in "${term}"`);
  switch (arg ? head : name) {
    case 'today':
      return wholeDays(today + shift);
    case 'tomorrow':
      return wholeDays(today + 1);
    case 'days':
      // "the next few days": from now through the Nth day after today.
      return fromNow(anchor, atDay(today + shift + 1));
    case 'weekend': {
      const weekday = weekdayOf(today);
      const saturday = today + (weekday === 0 ? -1 : 6 - weekday) + 7 * shift;
      return wholeDays(saturday, 2);
    }
    case 'week':
      if (shift === 0) return fromNow(anchor, atDay(today + toNextMonday(today)));
      return wholeDays(today + toNextMonday(today) + 7 * (shift - 1), 7);
    case 'month':
      if (shift === 0) return fromNow(anchor, wall(month === 12 ? year + 1 : year, (month % 12) + 1, 1));
      return monthRange(year, month + shift);
    case 'dow': {
      const [day = '', weeks = '0'] = arg.split('+');
      return wholeDays(today + ((weekdayIndex(day) - weekdayOf(today) + 7) % 7) + 7 * Number(weeks));
    }
    case 'next': {
      const first = today + toNextMonday(today);
      return wholeDays(first + ((weekdayIndex(arg) + 6) % 7));
    }
    case 'month-of': {
      const wanted = Number(arg);
      return monthRange(wanted >= month ? year : year + 1, wanted);
    }
    case 'date': {
      const [m = 0, d = 0] = arg.split('-').map(Number);
      return wholeDays(forward(today, year, (y) => dayNumber(y, m, d)));
    }
    case 'day':
      return wholeDays(nextDayOfMonth(Number(arg), todayOf(anchor), anchor.now));
    case 'holiday':
      return wholeDays(resolveHoliday(arg, today, year));
    case 'holiday-weekend':
      return holidayWeekend(resolveHoliday(arg, today, year));
    case 'weekendof': {
      const [m = '', nth = '1'] = arg.split('-');
      const which = nth === 'last' ? -1 : Number(nth);
      const saturday = forward(today - 1, year, (y) => nthWeekday(y, Number(m), 6, which));
      return wholeDays(saturday, 2);
    }
    case 'nthday':
      return wholeDays(nthDayOfMonth(arg, todayOf(anchor), anchor.now, weekdayIndex));
    case 'dowday': {
      // "saturday the 12th": the next 12th that is a Saturday within three months, else the next 12th.
      const [dow = '', day = ''] = arg.split('-');
      return wholeDays(weekdayAndDay(weekdayIndex(dow), Number(day), todayOf(anchor), anchor.now));
    }
    default:
      throw new Error(`Unknown date term "${term}"`);
  }
}

function monthRange(year: number, month: number): WallRange {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12) + 1;
  return { from: wall(y, m, 1), to: wall(m === 12 ? y + 1 : y, (m % 12) + 1, 1), isFromNow: false };
}

export function compareWall(a: WallTime, b: WallTime): number {
  const key = (t: WallTime) => (((t.year * 100 + t.month) * 100 + t.day) * 100 + t.hour) * 100 + t.minute;
  return key(a) - key(b);
}

/** "actually make it Sunday" after Saturday: the same range moved by whole days. */
function shiftDays(range: WallRange, days: number): WallRange {
  if (!Number.isInteger(days)) throw new Error(`Bad day shift ${days}`);
  if (days === 0) return range;
  const move = (t: WallTime) => atDay(dayNumber(t.year, t.month, t.day) + days, t.hour, t.minute);
  return { from: move(range.from), to: move(range.to), isFromNow: false };
}

function night(range: WallRange, anchor: Anchor): WallRange {
  const day = dayNumber(range.from.year, range.from.month, range.from.day);
  const from = atDay(day, 17);
  const isTonight = day === todayOf(anchor) && compareWall(anchor.now, from) > 0;
  return { from: isTonight ? anchor.now : from, to: atDay(day + 1, 4), isFromNow: isTonight };
}

/**
 * Resolves a date label at an anchor. Grammar: `term[~N][@night]` or `term..term`. `~N` moves the
 * day by N days ("dow:sat~1" is the Sunday after that Saturday); `@night` is that day's night; `a..b`
 * runs from the start of a to the end of b (an `a` that would fall after the end is the one before
 * it, clipped to now). Terms: today, today+N, tomorrow, tonight, weekend, weekend+N, week, week+N,
 * month, month+N, dow:sat, dow:sat+N (N weeks later), next:sat, month-of:12, date:12-24,
 * day:15 (the next 15th), holiday:NAME, holiday-weekend:NAME, weekendof:12-1 (the first weekend of December; 12-last),
 * nthday:1-2-sat (the 2nd Saturday of January; month-last-sun, month+1-1-tue), dowday:sat-12
 * ("saturday the 12th").
 * Throws on a label it does not know, so a typo in the corpus fails its test.
 */
export function resolveDateLabel(label: string, anchor: Anchor): WallRange {
  const [first = '', second] = label.split('..');
  if (second !== undefined) {
    const to = resolveDateLabel(second, anchor).to;
    let from = resolveDateLabel(first, anchor);
    // "between christmas and new year's" on Dec 27: the Christmas just gone, and the range starts now.
    if (compareWall(from.from, to) >= 0) {
      const before = resolveDateLabel(first, {
        ...anchor,
        now: { ...anchor.now, year: anchor.now.year - 1 },
      });
      from =
        compareWall(before.from, anchor.now) < 0 ? { ...before, from: anchor.now, isFromNow: true } : before;
    }
    if (compareWall(from.from, to) >= 0) throw new Error(`Empty range "${label}"`);
    return { from: from.from, to, isFromNow: from.isFromNow };
  }
  if (first === 'tonight') return night(wholeDays(todayOf(anchor)), anchor);
  const [withShift = '', suffix] = first.split('@');
  const [term = '', shiftText] = withShift.split('~');
  const range = shiftDays(resolveBase(term, anchor), Number(shiftText ?? 0));
  if (suffix === undefined) return range;
  if (suffix !== 'night') throw new Error(`Unknown suffix in "${label}"`);
  return night(range, anchor);
}

/** 'YYYY-MM-DDTHH:mm', for messages and comparisons. */
export function formatWall(t: WallTime): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

/** The range is one whole calendar day (what a planner date must be). */
export function isSingleDay(range: WallRange): boolean {
  const from = dayNumber(range.from.year, range.from.month, range.from.day);
  const to = dayNumber(range.to.year, range.to.month, range.to.day);
  return !range.isFromNow && range.from.hour === 0 && range.to.hour === 0 && to - from === 1;
}

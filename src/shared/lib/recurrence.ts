import { TZDate } from '@date-fns/tz';
import { WEEKDAY_CODES, type WeekdayCode } from '../constants.ts';
import type { Recurrence } from '../contracts/events.ts';

/**
 * The part of RFC 5545 recurrence rules Confetti writes: weekly on some days, or monthly on a day of
 * the month or an nth weekday, every `interval`, ending after `count` dates or at `until`. Both
 * sides read rules through this (the server to write them, pages to say them in words).
 */
export type RuleParts = {
  frequency: 'weekly' | 'monthly';
  interval: number;
  /** Weekly: the days, Monday first. */
  weekdays: WeekdayCode[];
  /** Monthly on a day of the month (1-31). */
  monthDay: number | null;
  /** Monthly on a weekday of the month: nth 1-4, or -1 for the last. */
  nthWeekday: { nth: number; day: WeekdayCode } | null;
  count: number | null;
  /** The last moment a date may start, in UTC. */
  until: Date | null;
};

/** Each weekday's name, by its RFC 5545 code. */
export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** The weekday of a calendar day ('2026-11-03' is a Tuesday). */
export function weekdayCodeOf(day: string): WeekdayCode {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return WEEKDAY_CODES[(sundayFirst + 6) % 7]!;
}

/**
 * Which of its weekdays in the month a day is: the 2nd Tuesday, or -1 (the last) for a 5th one, which
 * most months do not have.
 */
export function nthWeekdayOf(day: string): { nth: number; day: WeekdayCode } {
  const nth = Math.ceil(Number(day.slice(8, 10)) / 7);
  return { nth: nth === 5 ? -1 : nth, day: weekdayCodeOf(day) };
}

/**
 * The rule a host's choices make, anchored at the first date's wall time ('2026-11-03T19:00'). A
 * weekly series with no days chosen falls on the first date's day.
 */
export function ruleOf(recurrence: Recurrence, startLocal: string, until: Date | null): RuleParts {
  const day = startLocal.slice(0, 10);
  const byDay = recurrence.weekdays.length > 0 ? recurrence.weekdays : [weekdayCodeOf(day)];
  return {
    frequency: recurrence.frequency,
    interval: recurrence.interval,
    weekdays: recurrence.frequency === 'weekly' ? WEEKDAY_CODES.filter((code) => byDay.includes(code)) : [],
    monthDay:
      recurrence.frequency === 'monthly' && recurrence.monthlyBy === 'dayOfMonth'
        ? Number(day.slice(8, 10))
        : null,
    nthWeekday:
      recurrence.frequency === 'monthly' && recurrence.monthlyBy === 'weekdayOfMonth'
        ? nthWeekdayOf(day)
        : null,
    count: recurrence.count,
    until,
  };
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The RRULE value of the parts: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;COUNT=10'. */
export function formatRule(parts: RuleParts): string {
  const fields = [`FREQ=${parts.frequency.toUpperCase()}`, `INTERVAL=${parts.interval}`];
  if (parts.frequency === 'weekly') fields.push(`BYDAY=${parts.weekdays.join(',')}`);
  if (parts.monthDay !== null) fields.push(`BYMONTHDAY=${parts.monthDay}`);
  if (parts.nthWeekday) fields.push(`BYDAY=${parts.nthWeekday.nth}${parts.nthWeekday.day}`);
  if (parts.count !== null) fields.push(`COUNT=${parts.count}`);
  if (parts.until) fields.push(`UNTIL=${utcStamp(parts.until)}`);
  return fields.join(';');
}

const isWeekday = (value: string): value is WeekdayCode =>
  (WEEKDAY_CODES as readonly string[]).includes(value);

/** The parts of a rule Confetti wrote, or null for anything else. */
export function parseRule(rule: string): RuleParts | null {
  const fields = new Map(
    rule.split(';').map((field) => {
      const [key = '', value = ''] = field.split('=');
      return [key.toUpperCase(), value.toUpperCase()] as const;
    }),
  );
  const frequency = fields.get('FREQ');
  if (frequency !== 'WEEKLY' && frequency !== 'MONTHLY') return null;
  const interval = Number(fields.get('INTERVAL') ?? '1');
  const byDay = (fields.get('BYDAY') ?? '').split(',').filter(Boolean);
  const count = fields.has('COUNT') ? Number(fields.get('COUNT')) : null;
  const untilText = fields.get('UNTIL');
  const until = untilText
    ? new Date(untilText.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?$/, '$1-$2-$3T$4:$5:$6Z'))
    : null;
  if (!Number.isInteger(interval) || interval < 1 || (until && Number.isNaN(until.getTime()))) return null;
  if (frequency === 'WEEKLY') {
    if (byDay.length === 0 || !byDay.every(isWeekday)) return null;
    return { frequency: 'weekly', interval, weekdays: byDay, monthDay: null, nthWeekday: null, count, until };
  }
  const nthMatch = /^(-?\d)([A-Z]{2})$/.exec(byDay[0] ?? '');
  const nthDay = nthMatch?.[2];
  return {
    frequency: 'monthly',
    interval,
    weekdays: [],
    monthDay: fields.has('BYMONTHDAY') ? Number(fields.get('BYMONTHDAY')) : null,
    nthWeekday: nthMatch && nthDay && isWeekday(nthDay) ? { nth: Number(nthMatch[1]), day: nthDay } : null,
    count,
    until,
  };
}

const ORDINALS = ['', '1st', '2nd', '3rd', '4th'];
const ordinalDay = (n: number) =>
  n % 10 === 1 && n !== 11
    ? `${n}st`
    : n % 10 === 2 && n !== 12
      ? `${n}nd`
      : n % 10 === 3 && n !== 13
        ? `${n}rd`
        : `${n}th`;

function listOf(words: string[]): string {
  if (words.length <= 2) return words.join(' and ');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The rule in words: 'Every week on Tuesday and Thursday, 10 dates', 'Every 2 months on the last
 * Friday, until Dec 31, 2026'. `timeZone` is where UNTIL's day is read.
 */
export function describeRule(parts: RuleParts, timeZone = 'UTC'): string {
  const unit = parts.frequency === 'weekly' ? 'week' : 'month';
  const every = parts.interval === 1 ? `Every ${unit}` : `Every ${parts.interval} ${unit}s`;
  let on = '';
  if (parts.frequency === 'weekly') on = ` on ${listOf(parts.weekdays.map((code) => WEEKDAY_NAMES[code]))}`;
  else if (parts.nthWeekday) {
    const nth = parts.nthWeekday.nth === -1 ? 'last' : ORDINALS[parts.nthWeekday.nth];
    on = ` on the ${nth} ${WEEKDAY_NAMES[parts.nthWeekday.day]}`;
  } else if (parts.monthDay !== null) on = ` on the ${ordinalDay(parts.monthDay)}`;
  let end = '';
  if (parts.count !== null) end = `, ${parts.count} dates`;
  else if (parts.until) {
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(parts.until);
    end = `, until ${day}`;
  }
  return `${every}${on}${end}`;
}

/** A rule written by Confetti in words, or 'Repeats' for one it cannot read. */
export function describeRuleText(rule: string, timeZone?: string): string {
  const parts = parseRule(rule);
  return parts ? describeRule(parts, timeZone) : 'Repeats';
}

/** The wall time of an instant at a place: '2026-11-03T19:00'. */
export function wallTimeOf(instant: Date, timeZone: string): string {
  const wall = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}T${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

/** The instant a wall time ('2026-11-03T19:00') names at a place. */
export function instantOfWallTime(wall: string, timeZone: string): Date {
  const [y, mo, d, h, mi] = wall.split(/[-T:]/).map(Number);
  return new Date(new TZDate(y!, mo! - 1, d!, h!, mi!, 0, 0, timeZone).getTime());
}

import { DAY_MS, dayNumber, nthWeekday, weekdayOf } from './oracle-days.ts';

/*
 * Date labels that name a day of a month: "the 15th", "saturday the 12th", "the 2nd sat in
 * january". Days are day numbers (days since 1970-01-01); `today` is the anchor's, `now` its month
 * (1-12) and year.
 */

type YearMonth = { year: number; month: number };

const dayOfMonth = (n: number) => new Date(n * DAY_MS).getUTCDate();

/**
 * `nthday:1-2-sat` "the 2nd saturday of january" (this year's, or next year's once past);
 * `nthday:month-last-sun` "the last sunday of the month" (this month's, or next month's once past);
 * `nthday:month+1-1-tue` "the first tuesday of next month".
 */
export function nthDayOfMonth(
  arg: string,
  today: number,
  now: YearMonth,
  weekdayIndex: (name: string) => number,
): number {
  const [m = '', nth = '1', dow = ''] = arg.split('-');
  const which = nth === 'last' ? -1 : Number(nth);
  const weekday = weekdayIndex(dow);
  if (!m.startsWith('month')) {
    const thisYear = nthWeekday(now.year, Number(m), weekday, which);
    return thisYear >= today ? thisYear : nthWeekday(now.year + 1, Number(m), weekday, which);
  }
  const ahead = Number(m.split('+')[1] ?? 0);
  for (let k = ahead; k <= (ahead === 0 ? 1 : ahead); k++) {
    const mm = now.month + k;
    const day = nthWeekday(now.year + Math.floor((mm - 1) / 12), ((mm - 1) % 12) + 1, weekday, which);
    if (day >= today) return day;
  }
  throw new Error(`No ${arg} ahead`);
}

export function weekdayAndDay(weekday: number, day: number, today: number, now: YearMonth): number {
  const { year, month } = now;
  let fallback: number | null = null;
  for (let ahead = 0; ahead < 3; ahead++) {
    const m = month + ahead;
    const n = dayNumber(year + Math.floor((m - 1) / 12), ((m - 1) % 12) + 1, day);
    if (dayOfMonth(n) !== day || n < today) continue;
    if (weekdayOf(n) === weekday) return n;
    fallback ??= n;
  }
  if (fallback === null) throw new Error(`No day ${day} ahead`);
  return fallback;
}

/** "the 15th": that day of this month, or of the next month that has it, today counting. */
export function nextDayOfMonth(day: number, today: number, now: YearMonth): number {
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new Error(`Bad day of month ${day}`);
  const { year, month } = now;
  for (let ahead = 0; ahead < 3; ahead++) {
    const m = month + ahead;
    const y = year + Math.floor((m - 1) / 12);
    const mm = ((m - 1) % 12) + 1;
    const n = dayNumber(y, mm, day);
    if (dayOfMonth(n) === day && n >= today) return n;
  }
  throw new Error(`No day ${day} ahead`);
}

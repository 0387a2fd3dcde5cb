import { MONTH_KEYS, NAMED_MONTH, NAMED_WEEKDAY, ORDINALS, WEEKDAY_INDEX } from './calendar-names.ts';
import type { DateRule } from './mention.ts';
import { type DateContext, toZonedInstant } from './zoned-time.ts';

/*
 * "the 2nd sat in january", "first friday of march", "last sunday of the month", "the third
 * thursday of next month": one day, the nth (or last) such weekday of the month named. Many US
 * events are held on such a day (first-Friday art walks, second-Saturday markets), and chrono-node
 * reads "2nd" as the second of this month. A named month is this year's, or next year's once its
 * day has passed; "the month" is this one, or the next once the day has passed.
 */

const NTH = '(?<nth>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)';
const WEEKDAY = `${NAMED_WEEKDAY}s?`;
const MONTH = `(?:(?<relative>this|the|next)\\s+month|${NAMED_MONTH})`;

/** The day number of the nth (negative: last) given weekday of a month, or null when it has none. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): number | null {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (nth < 0) {
    const lastWeekday = new Date(Date.UTC(year, month, days)).getUTCDay();
    return days - ((lastWeekday - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + 7 * (nth - 1);
  return day <= days ? day : null;
}

/** The months to try, nearest first: [year, month (0-11)]. */
function candidateMonths(ctx: DateContext, month: string | undefined, relative: string | undefined) {
  const { year, month: current } = ctx.today;
  const at = (offset: number): [number, number] => [
    year + Math.floor((current + offset) / 12),
    (current + offset) % 12,
  ];
  if (relative === 'next') return [at(1)];
  if (relative) return [at(0), at(1)];
  const named = MONTH_KEYS.indexOf((month ?? '').slice(0, 3));
  return [
    [year, named],
    [year + 1, named],
  ] satisfies [number, number][];
}

/**
 * "saturday the 5th": the next day of that number that falls on that weekday within three months, or
 * else the next day of that number (the weekday was a slip).
 */
function resolveWeekdayAndDay(ctx: DateContext, weekday: number, day: number) {
  const { year, month } = ctx.today;
  let fallback: { range: { from: Date; to: Date } } | null = null;
  for (let ahead = 0; ahead < 3; ahead++) {
    const utc = new Date(Date.UTC(year, month + ahead, day));
    const to = toZonedInstant(ctx.timeZone, year, month + ahead, day + 1);
    if (utc.getUTCDate() !== day || to <= ctx.now) continue;
    const found = { range: { from: toZonedInstant(ctx.timeZone, year, month + ahead, day), to } };
    if (utc.getUTCDay() === weekday) return found;
    fallback ??= found;
  }
  return fallback;
}

export const NTH_WEEKDAY_RULES: readonly DateRule[] = [
  {
    pattern: new RegExp(
      `\\b(?:(?:on|this|next)\\s+)?${NAMED_WEEKDAY},?\\s+(?:the\\s+)?(?<day>[12]?\\d|3[01])(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`,
      'g',
    ),
    resolve: ({ weekday = '', day = '' }, ctx) =>
      Number(day) >= 1
        ? resolveWeekdayAndDay(ctx, WEEKDAY_INDEX[weekday.slice(0, 3)] ?? 6, Number(day))
        : null,
  },
  {
    pattern: new RegExp(`\\b(?:(?:on|the)\\s+)*${NTH}\\s+${WEEKDAY}\\s+(?:of|in)\\s+${MONTH}\\b`, 'g'),
    resolve: ({ nth = 'first', weekday = '', month, relative }, ctx) => {
      const which = ORDINALS[nth] ?? 1;
      const target = WEEKDAY_INDEX[weekday.slice(0, 3)] ?? 6;
      for (const [year, m] of candidateMonths(ctx, month, relative)) {
        const day = nthWeekdayOfMonth(year, m, target, which);
        if (day === null) continue;
        const to = toZonedInstant(ctx.timeZone, year, m, day + 1);
        if (to > ctx.now) return { range: { from: toZonedInstant(ctx.timeZone, year, m, day), to } };
      }
      return null;
    },
  },
  {
    // "a saturday in april", "some friday next month": any such day of the month, so the month.
    pattern: new RegExp(
      `\\b(?:(?:on|for)\\s+)?(?:a|one|some)\\s+${WEEKDAY}\\s+(?:of|in)\\s+${MONTH}\\b`,
      'g',
    ),
    resolve: ({ month, relative }, ctx) => {
      for (const [year, m] of candidateMonths(ctx, month, relative)) {
        const to = toZonedInstant(ctx.timeZone, year, m + 1, 1);
        if (to > ctx.now) return { range: { from: toZonedInstant(ctx.timeZone, year, m, 1), to } };
      }
      return null;
    },
  },
];

import { MONTH_KEYS, NAMED_MONTH, NAMED_WEEKDAY, ORDINALS, WEEKDAY_INDEX } from './calendar-names.ts';
import type { DateRule } from './mention.ts';
import { type DateContext, getDayStart, toZonedInstant } from './zoned-time.ts';

/*
 * Ranges in words that chrono-node and the plain rules lack: "the saturday after next", "the first
 * (2nd, last) weekend of december", and a weekend that names a kind of trip rather than a date
 * ("bachelorette weekend", "camping weekend"), which is claimed as no date at all.
 */

/** The Saturdays of a month (day numbers), in order. */
function saturdaysOf(year: number, month: number): number[] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out: number[] = [];
  for (let day = 1 + ((6 - first + 7) % 7); day <= days; day += 7) out.push(day);
  return out;
}

/** The nth (or last) weekend of a month, this year's or, once it has passed, next year's. */
function weekendOfMonth(ctx: DateContext, nth: number, month: number) {
  for (const year of [ctx.today.year, ctx.today.year + 1]) {
    const saturdays = saturdaysOf(year, month);
    const day = nth < 0 ? saturdays.at(-1) : saturdays[nth - 1];
    if (day === undefined) return null;
    const to = toZonedInstant(ctx.timeZone, year, month, day + 2);
    if (to > ctx.now) return { range: { from: toZonedInstant(ctx.timeZone, year, month, day), to } };
  }
  return null;
}

const WEEK_COUNTS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

export const RANGE_RULES: readonly DateRule[] = [
  {
    // "two weeks from saturday": that many weeks after the weekday's next day (today counts).
    pattern: new RegExp(
      `\\b(?<count>[1-4]|a|one|two|three|four)\\s+weeks?\\s+from\\s+(?:this\\s+)?${NAMED_WEEKDAY}\\b`,
      'g',
    ),
    resolve: ({ count = '', weekday = '' }, ctx) => {
      const target = WEEKDAY_INDEX[weekday.slice(0, 3)] ?? 6;
      const weeks = WEEK_COUNTS[count] ?? Number(count);
      const days = ((target - ctx.today.weekday + 7) % 7) + 7 * weeks;
      return { range: { from: getDayStart(ctx, days), to: getDayStart(ctx, days + 1) } };
    },
  },
  {
    // "the saturday after next": the weekday one week after the next one (today counts).
    pattern: new RegExp(`\\b(?:(?:on|the)\\s+)*${NAMED_WEEKDAY}\\s+after\\s+next\\b`, 'g'),
    resolve: ({ weekday = '' }, ctx) => {
      const target = WEEKDAY_INDEX[weekday.slice(0, 3)] ?? 6;
      const days = ((target - ctx.today.weekday + 7) % 7) + 7;
      return { range: { from: getDayStart(ctx, days), to: getDayStart(ctx, days + 1) } };
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:in|on|during|over|the)\\s+)*(?<nth>first|1st|second|2nd|third|3rd|fourth|4th|last)\\s+weekend\\s+(?:of|in)\\s+${NAMED_MONTH}\\b`,
      'g',
    ),
    resolve: ({ nth = 'first', month = '' }, ctx) =>
      weekendOfMonth(ctx, ORDINALS[nth] ?? 1, Math.max(0, MONTH_KEYS.indexOf(month.slice(0, 3)))),
  },
];

/** "bachelorette weekend", "camping weekend": a kind of trip, claimed so no rule reads it as a date. */
export const TRIP_WEEKEND = /\b(?:bachelorette|bachelor|camping)\s+weekends?\b/g;

/**
 * A holiday of another nation or calendar ("mexican independence day", "greek orthodox easter",
 * "lunar new year", "chinese new year") is not the US day of that name, and its date is not
 * computed: claimed so no rule reads the US one, and kept in the free text.
 */
export const OTHER_CALENDAR_HOLIDAY =
  /\b(?:mexican|mexico|orthodox|coptic|chinese|lunar|jewish|persian|iranian|ethiopian|korean|vietnamese|tibetan|hindu|islamic|thai)\s+(?:independence\s+day|easter(?:\s+sunday)?|christmas(?:\s+(?:eve|day))?|new\s+years?(?:\s+(?:eve|day))?)\b/g;

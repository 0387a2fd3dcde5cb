import type { DateRule } from './mention.ts';
import { type DateContext, getDayStart, toZonedInstant } from './zoned-time.ts';

/*
 * Seasons and a day of the month said alone, which neither chrono-node nor the plain rules read.
 * - "this summer", "in the fall", "over the winter": the season's meteorological months (summer is
 *   June to August, fall September to November), read like named months: the months of this year or,
 *   once they have passed, the next; a season already under way ("this winter" in January) runs from
 *   now. A season word with no lead ("summer concerts", "winter festival", "fall festivals") names a
 *   kind of event, not a date, and is left alone. The corpus reads "outdoor concerts this summer",
 *   "free outdoor movies near me this summer", "camping with kids this summer", "blues fest this
 *   summer", "renaissance faire in texas this fall" and "leaf peeping tours in vermont this fall" so.
 * - "on the 15th", "the 21st": the next day of that number, today counting; a month without it (the
 *   31st in June) passes to the next that has one. A following noun makes it something else ("the 2nd
 *   weekend", "the 25th anniversary", "the 4th of july"), and so does a month, which chrono-node reads.
 */

/** First and last month (0-11) of each season; winter runs over the new year. */
const SEASONS: Record<string, readonly [number, number]> = {
  spring: [2, 4],
  summer: [5, 7],
  fall: [8, 10],
  autumn: [8, 10],
  winter: [11, 1],
};

const SEASON_LEAD =
  '(?:this(?:\\s+coming)?|(?:in|over|during|for)\\s+(?:the|this)|(?:the\\s+)?rest\\s+of\\s+(?:the|this))';

const NOT_AN_ORDINAL_NOUN =
  '(?!\\s+(?:of|annual|anniversary|birthday|bday|weekend|week|street|st|ave|avenue|floor|century|grade|ward|district|precinct|inning|round|time|place|year|edition)\\b)';

/** The first year from this one whose `month` has not ended. */
function yearOfMonth(ctx: DateContext, month: number): number {
  return month >= ctx.today.month ? ctx.today.year : ctx.today.year + 1;
}

function resolveSeason(ctx: DateContext, name: string) {
  const [first, last] = SEASONS[name] ?? [5, 7];
  const to = toZonedInstant(ctx.timeZone, yearOfMonth(ctx, last), last + 1, 1);
  let from = toZonedInstant(ctx.timeZone, yearOfMonth(ctx, first), first, 1);
  if (from >= to) {
    const before = toZonedInstant(ctx.timeZone, yearOfMonth(ctx, first) - 1, first, 1);
    from = before < ctx.now ? ctx.now : before;
  }
  return { range: { from, to } };
}

/** The next `day` of a month from today (today counting), skipping months too short to have it. */
function resolveDayOfMonth(ctx: DateContext, day: number) {
  const { year, month } = ctx.today;
  for (let ahead = 0; ahead < 3; ahead++) {
    const from = toZonedInstant(ctx.timeZone, year, month + ahead, day);
    const isReal = new Date(Date.UTC(year, month + ahead, day)).getUTCDate() === day;
    if (isReal && from >= getDayStart(ctx, 0)) {
      return { range: { from, to: toZonedInstant(ctx.timeZone, year, month + ahead, day + 1) } };
    }
  }
  return null;
}

export const CALENDAR_WORD_RULES: readonly DateRule[] = [
  {
    pattern: new RegExp(`\\b${SEASON_LEAD}\\s+(?<season>spring|summer|fall|autumn|winter)\\b`, 'g'),
    resolve: ({ season = '' }, ctx) => resolveSeason(ctx, season),
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:on|for|by)\\s+)?the\\s+(?<day>[12]?\\d|3[01])(?:st|nd|rd|th)\\b${NOT_AN_ORDINAL_NOUN}`,
      'g',
    ),
    resolve: ({ day = '' }, ctx) => (Number(day) >= 1 ? resolveDayOfMonth(ctx, Number(day)) : null),
  },
];

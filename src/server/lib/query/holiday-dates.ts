import type { DateRange } from './date-labels.ts';
import type { DateRule } from './date-mention.ts';
import { type DateContext, toZonedInstant } from './zoned-time.ts';

type HolidayDay = (year: number) => { month: number; day: number };

/** Day of the month of the `nth` `weekday` (0 = Sunday) in a month; nth -1 is the last one. */
function findNthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth < 0) {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + 7 * (nth - 1);
}

const fixed =
  (month: number, day: number): HolidayDay =>
  () => ({ month, day });

type Holiday = { name: RegExp; dayOf: HolidayDay; weekend?: [startOffset: number, endOffset: number] };

// Long weekends, in days from the holiday: Thanksgiving runs Thursday to Sunday, Monday holidays Saturday to Monday.
const HOLIDAYS: readonly Holiday[] = [
  {
    name: /^thanksgiving/,
    dayOf: (year) => ({ month: 10, day: findNthWeekday(year, 10, 4, 4) }),
    weekend: [0, 4],
  },
  {
    name: /^memorial/,
    dayOf: (year) => ({ month: 4, day: findNthWeekday(year, 4, 1, -1) }),
    weekend: [-2, 1],
  },
  { name: /^labor/, dayOf: (year) => ({ month: 8, day: findNthWeekday(year, 8, 1, 1) }), weekend: [-2, 1] },
  { name: /eve$/, dayOf: fixed(11, 24) },
  { name: /^(?:christmas|xmas)/, dayOf: fixed(11, 25) },
  { name: /^new/, dayOf: fixed(0, 1) },
  { name: /^halloween/, dayOf: fixed(9, 31) },
  { name: /^valentine/, dayOf: fixed(1, 14) },
  { name: /patrick/, dayOf: fixed(2, 17) },
  { name: /^independence/, dayOf: fixed(6, 4) },
];

/** The next occurrence of the holiday (or its long weekend) that has not ended yet. */
function resolveHoliday(name: string, isWeekend: boolean, ctx: DateContext): DateRange | null {
  const holiday = HOLIDAYS.find((h) => h.name.test(name));
  if (!holiday) return null;
  const [startOffset, endOffset] = isWeekend && holiday.weekend ? holiday.weekend : [0, 1];
  for (const year of [ctx.today.year, ctx.today.year + 1]) {
    const { month, day } = holiday.dayOf(year);
    const to = toZonedInstant(ctx.timeZone, year, month, day + endOffset);
    if (to > ctx.now) return { from: toZonedInstant(ctx.timeZone, year, month, day + startOffset), to };
  }
  return null;
}

const LONG_WEEKEND = '(?<name>thanksgiving|memorial\\s+day|labor\\s+day)';
const NAMED_DAY =
  '(?<name>(?:christmas|xmas)\\s+(?:eve|day)|new\\s+years?\\s+day|valentines?\\s+day|(?:st|saint)\\s+patricks?\\s+day|independence\\s+day|thanksgiving\\s+day|memorial\\s+day|labor\\s+day)';
// Bare names are dates only after a preposition, and not when they describe something ("christmas market").
const BARE_NAME = '(?<name>christmas|xmas|thanksgiving|halloween|valentines?)';
const DESCRIBED =
  '(?!\\s+(?:markets?|bazaars?|fairs?|part(?:y|ies)|trees?|lights?|events?|fest(?:ival)?s?|shows?|concerts?|carols?|celebrations?|dinners?|costumes?|parades?))';

/** Holidays chrono-node does not know: "over thanksgiving", "christmas eve", "after christmas". */
export const HOLIDAY_RULES: readonly DateRule[] = [
  {
    pattern: new RegExp(`\\b(?:(?:over|on|for|during|the)\\s+)*${LONG_WEEKEND}\\s+weekend\\b`, 'g'),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, true, ctx)),
  },
  {
    pattern: new RegExp(`\\bover\\s+(?:the\\s+)?${LONG_WEEKEND}\\b${DESCRIBED}`, 'g'),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, true, ctx)),
  },
  {
    pattern: new RegExp(`\\b(?:(?:on|for|during|over)\\s+)?${NAMED_DAY}\\b`, 'g'),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, false, ctx)),
  },
  {
    pattern: new RegExp(
      `(?:\\b(?:on|for|during|over)\\s+|(?<=\\b(?:after|before|until|till|til|since|by|through|thru)\\s))${BARE_NAME}\\b${DESCRIBED}`,
      'g',
    ),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, false, ctx)),
  },
];

function wrap(range: DateRange | null): { range: DateRange } | null {
  return range ? { range } : null;
}

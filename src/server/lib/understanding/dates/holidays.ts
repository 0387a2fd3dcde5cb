import type { DateRange } from './labels.ts';
import type { DateRule } from './mention.ts';
import { type DateContext, toZonedInstant } from './zoned-time.ts';

/** The first day of a holiday in a year (month 0-11, the day may overflow) and how many days it lasts. */
type HolidayDay = { month: number; day: number; days?: number };
type Holiday = {
  /** Regular expression sources of its names that are dates anywhere (lower case, apostrophes dropped). */
  names?: string;
  dayOf: (year: number) => HolidayDay | null;
  /** Its long weekend, in days from the holiday: Thanksgiving runs Thursday to Sunday. */
  weekend?: [startOffset: number, endOffset: number];
};

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
  (month: number, day: number, days = 1) =>
  (): HolidayDay => ({ month, day, days });
const nthWeekday =
  (month: number, weekday: number, nth: number, shift = 0) =>
  (year: number): HolidayDay => ({ month, day: findNthWeekday(year, month, weekday, nth) + shift });

/** Western Easter Sunday (the anonymous Gregorian computus). */
function easterOf(year: number): HolidayDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { month: month - 1, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

/** The first Gregorian day in [month/fromDay, +span days) whose date in `calendar` matches. */
function findCalendarDay(
  year: number,
  [month, fromDay, span]: [number, number, number],
  calendar: string,
  zone: string,
  isWanted: (parts: Intl.DateTimeFormatPart[]) => boolean,
): HolidayDay | null {
  const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
    month: calendar === 'hebrew' ? 'long' : 'numeric',
    day: 'numeric',
    timeZone: zone,
  });
  for (let offset = 0; offset < span; offset++) {
    const noon = new Date(Date.UTC(year, month, fromDay + offset, 12));
    if (isWanted(format.formatToParts(noon))) return { month, day: fromDay + offset };
  }
  return null;
}

const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value;

/** Hanukkah: eight days from 25 Kislev (its first candle is lit the evening before). */
const hanukkahOf = (year: number) => {
  const first = findCalendarDay(
    year,
    [10, 20, 45],
    'hebrew',
    'UTC',
    (p) => part(p, 'month') === 'Kislev' && part(p, 'day') === '25',
  );
  return first && { ...first, days: 8 };
};

/** Lunar New Year: the first day of the first month of the Chinese calendar (reckoned in China's zone). */
const lunarNewYearOf = (year: number) =>
  findCalendarDay(
    year,
    [0, 20, 35],
    'chinese',
    'Asia/Shanghai',
    (p) => part(p, 'month') === '1' && part(p, 'day') === '1',
  );

// Diwali follows the Hindu lunisolar calendar, which Intl does not offer: the main day (Lakshmi Puja)
// as US temple calendars list it. Years outside the table are not read as a date.
const DIWALI: Record<number, [number, number]> = {
  2025: [9, 20],
  2026: [10, 8],
  2027: [9, 29],
  2028: [9, 17],
  2029: [10, 5],
  2030: [9, 26],
};
const diwaliOf = (year: number): HolidayDay | null => {
  const date = DIWALI[year];
  return date ? { month: date[0], day: date[1] } : null;
};

const S = '\\s+';
const DAY = `${S}day`;

/**
 * Holidays and named days the search reads as dates. `bare` names are dates only when the phrase
 * says so ("on christmas", "this christmas"); alone they may be a name or a theme ("christmas"
 * stays a word of the search). The others are dates wherever they appear ("christmas eve", "nye").
 */
const HOLIDAY_LIST: readonly (Holiday & { bare?: string })[] = [
  { names: `new${S}years?${S}eve|nye`, dayOf: fixed(11, 31) },
  { names: `new${S}years?${DAY}`, dayOf: fixed(0, 1) },
  { names: `valentines?${DAY}`, bare: 'valentines?', dayOf: fixed(1, 14) },
  { names: `(?:st|saint)${S}(?:patricks?|paddys?|pattys?)${DAY}`, bare: 'st patricks', dayOf: fixed(2, 17) },
  { names: `easter(?:${S}sunday|${DAY})`, bare: 'easter', dayOf: easterOf },
  { names: `mothers?${DAY}`, dayOf: nthWeekday(4, 0, 2) },
  {
    names: `memorial${DAY}`,
    bare: 'memorial day',
    dayOf: nthWeekday(4, 1, -1),
    weekend: [-2, 1],
  },
  { names: `fathers?${DAY}`, dayOf: nthWeekday(5, 0, 3) },
  { names: `juneteenth${DAY}`, bare: 'juneteenth', dayOf: fixed(5, 19) },
  {
    names: `(?:fourth|4th)${S}of${S}july|july${S}(?:fourth|4th)|independence${DAY}`,
    dayOf: fixed(6, 4),
  },
  { names: `labor${DAY}`, bare: 'labor day', dayOf: nthWeekday(8, 1, 1), weekend: [-2, 1] },
  { names: `halloween${DAY}`, bare: 'halloween', dayOf: fixed(9, 31) },
  { names: `(?:the${S})?day${S}after${S}thanksgiving|black${S}friday`, dayOf: nthWeekday(10, 4, 4, 1) },
  {
    names: `thanksgiving${DAY}`,
    bare: 'thanksgiving',
    dayOf: nthWeekday(10, 4, 4),
    weekend: [0, 4],
  },
  { names: `(?:christmas|xmas)${S}eve`, dayOf: fixed(11, 24) },
  { names: `(?:christmas|xmas)${DAY}`, bare: '(?:christmas|xmas)', dayOf: fixed(11, 25) },
  { bare: '(?:hanukkah|chanukah|hanukah)', dayOf: hanukkahOf },
  { bare: 'kwanzaa', dayOf: fixed(11, 26, 7) },
  { bare: `(?:lunar|chinese)${S}new${S}years?`, dayOf: lunarNewYearOf },
  { bare: 'diwali', dayOf: diwaliOf },
];
const HOLIDAYS = HOLIDAY_LIST.map((h) => ({
  ...h,
  pattern: new RegExp(`^(?:${[h.names, h.bare].filter(Boolean).join('|')})$`),
}));

function findHoliday(name: string) {
  const spaced = name.replace(/\s+/g, ' ');
  return HOLIDAYS.find((h) => h.pattern.test(spaced));
}

/**
 * The next occurrence of the holiday (or its long weekend) that has not ended yet; with `isNext`,
 * the next one that has not begun ("next christmas" on Christmas Day is the one a year on).
 */
function resolveHoliday(
  name: string,
  isWeekend: boolean,
  ctx: DateContext,
  isNext = false,
): DateRange | null {
  const holiday = findHoliday(name);
  if (!holiday) return null;
  for (const year of [ctx.today.year - 1, ctx.today.year, ctx.today.year + 1, ctx.today.year + 2]) {
    const found = holiday.dayOf(year);
    if (!found) continue;
    const { month, day, days = 1 } = found;
    const [startOffset, endOffset] = isWeekend && holiday.weekend ? holiday.weekend : [0, days];
    const from = toZonedInstant(ctx.timeZone, year, month, day + startOffset);
    const to = toZonedInstant(ctx.timeZone, year, month, day + endOffset);
    if (isNext ? from > ctx.now : to > ctx.now) return { from, to };
  }
  return null;
}

const LONG_WEEKEND = '(?<name>thanksgiving|memorial\\s+day|labor\\s+day)';
const NAMED_DAY = `(?<name>${HOLIDAYS.flatMap((h) => (h.names ? [h.names] : [])).join('|')})`;
// Bare names are dates only after a preposition or "this"/"next", and not when they describe something
// ("christmas market").
const BARE_NAME = `(?<name>${HOLIDAYS.flatMap((h) => (h.bare ? [h.bare] : [])).join('|')})`;
const ANY_NAME = `(?<name>${HOLIDAYS.flatMap((h) => [h.names, h.bare].filter(Boolean)).join('|')})`;
const DESCRIBED =
  '(?!\\s+(?:markets?|bazaars?|fairs?|part(?:y|ies)|trees?|lights?|events?|fest(?:ival)?s?|shows?|concerts?|carols?|celebrations?|dinners?|costumes?|parades?|specials?|brunch(?:es)?|eggs?|hunts?))';

/** Holidays and named days chrono-node does not know: "over thanksgiving", "christmas eve", "next easter". */
export const HOLIDAY_RULES: readonly DateRule[] = [
  {
    pattern: new RegExp(`\\b(?:(?:over|on|for|during|the|this|next)\\s+)*${LONG_WEEKEND}\\s+weekend\\b`, 'g'),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, true, ctx)),
  },
  {
    pattern: new RegExp(`\\bover\\s+(?:the\\s+)?${LONG_WEEKEND}\\b${DESCRIBED}`, 'g'),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, true, ctx)),
  },
  {
    pattern: new RegExp(`\\b(?:(?:on|for|during|over)\\s+)?(?<which>this|next)\\s+${ANY_NAME}\\b`, 'g'),
    resolve: ({ name = '', which }, ctx) => wrap(resolveHoliday(name, false, ctx, which === 'next')),
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

import Holidays from 'date-holidays';
import type { DateRange } from './labels.ts';
import type { DateRule } from './mention.ts';
import { type DateContext, getZonedParts, toZonedInstant } from './zoned-time.ts';

/*
 * Holidays and named days the search reads as dates. US holidays and observances come from
 * date-holidays, computed for each year; the named days it does not list (Super Bowl Sunday, Mardi
 * Gras, Black Friday, Small Business Saturday, Cinco de Mayo, Earth Day) are computed here from their
 * rule. A name is a date wherever it appears ("halloween parties", "juneteenth cookout"), except the
 * `bare` ones that also name a season ("christmas markets", "new year festival"): those are dates only
 * after a preposition or inside a range ("on christmas", "between christmas and new year's").
 */

export type Day = { year: number; month: number; day: number };

const US = new Holidays('US');
const byYear = new Map<number, Map<string, Day>>();

/** date-holidays' US list for a year, by its English name ("Thanksgiving Day"). */
function listed(year: number): Map<string, Day> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of US.getHolidays(year)) {
      const [y, m, d] = holiday.date.slice(0, 10).split('-').map(Number);
      if (!days.has(holiday.name))
        days.set(holiday.name, { year: y ?? year, month: (m ?? 1) - 1, day: d ?? 1 });
    }
    byYear.set(year, days);
  }
  return days;
}

const named =
  (name: string, shift = 0) =>
  (year: number) => {
    const found = listed(year).get(name);
    return found && { ...found, day: found.day + shift };
  };
const fixed = (month: number, day: number) => (year: number) => ({ year, month, day });
/** The `nth` Sunday of February: the Super Bowl has been played then since 2022. */
const secondSundayOfFebruary = (year: number) => {
  const first = new Date(Date.UTC(year, 1, 1)).getUTCDay();
  return { year, month: 1, day: 1 + ((7 - first) % 7) + 7 };
};

const S = '\\s+';
/**
 * `after`: the words that must follow for the name to mean the day ("big game" before "party"), or
 * come before it with "for the" or "of the" ("watch party for the big game").
 */
type Holiday = { names: string; dayOf: (year: number) => Day | undefined; bare?: boolean; after?: string };

const HOLIDAY_LIST: readonly Holiday[] = [
  // A "new years party" is held on the eve, and a "noon years eve" is the children's countdown at noon on it.
  { names: `new${S}years?${S}eve|nye|noon${S}years?${S}eve`, dayOf: named("New Year's Eve") },
  { names: `new${S}years?`, after: 'part(?:y|ies)|bash', dayOf: named("New Year's Eve") },
  { names: `new${S}years?${S}day`, dayOf: named("New Year's Day") },
  { names: `new${S}years?`, dayOf: named("New Year's Day"), bare: true },
  { names: `(?:mlk|martin${S}luther${S}king(?:${S}jr)?)${S}day`, dayOf: named('Martin Luther King Jr. Day') },
  // "The big game" is how ads and invitations name the Super Bowl without the trademark.
  { names: `super\\s*bowl(?:${S}sunday)?`, dayOf: secondSundayOfFebruary },
  { names: `big${S}game`, after: 'watch|part(?:y|ies)|viewing|tailgate', dayOf: secondSundayOfFebruary },
  { names: `valentines?(?:${S}day)?`, dayOf: named("Valentine's Day") },
  { names: `presidents?${S}day`, dayOf: named("Washington's Birthday") },
  { names: `mardi${S}gras|fat${S}tuesday`, dayOf: named('Easter Sunday', -47) },
  { names: `(?:st|saint)${S}(?:patricks?|paddys?|pattys?)(?:${S}day)?`, dayOf: named("St. Patrick's Day") },
  { names: `good${S}friday`, dayOf: named('Easter Sunday', -2) },
  { names: `easter(?:${S}sunday)?`, dayOf: named('Easter Sunday') },
  { names: `earth${S}day`, dayOf: fixed(3, 22) },
  { names: `cinco${S}de${S}mayo`, dayOf: fixed(4, 5) },
  { names: `mothers?${S}day`, dayOf: named("Mother's Day") },
  { names: `memorial${S}day`, dayOf: named('Memorial Day') },
  { names: `fathers?${S}day`, dayOf: named("Father's Day") },
  { names: `juneteenth(?:${S}day)?`, dayOf: named('Juneteenth') },
  {
    names: `(?:the${S})?(?:fourth|4th)${S}of${S}july|july${S}(?:fourth|4th|4)(?!\\d)|independence${S}day`,
    dayOf: named('Independence Day'),
  },
  // "on the fourth": said alone, the Fourth is Independence Day ("fireworks on the fourth", "on the 4th").
  {
    names: `the${S}(?:fourth|4th)(?!${S}(?:of|annual|anniversary|birthday|bday|weekend|week|floor|street|grade|inning|round|quarter|edition)\\b)`,
    dayOf: named('Independence Day'),
    bare: true,
  },
  { names: `labor${S}day`, dayOf: named('Labor Day') },
  { names: `columbus${S}day|indigenous${S}peoples?${S}day`, dayOf: named('Columbus Day') },
  { names: `halloween|trunk${S}or${S}treats?`, dayOf: named('Halloween') },
  { names: `veterans?${S}day`, dayOf: named('Veterans Day') },
  // The night before Thanksgiving is one of the year's big nights out: "thanksgiving eve party in chi",
  // "bars open late on thanksgiving eve", "blackout wednesday parties the night before thanksgiving".
  {
    names: `thanksgiving${S}eve|(?:the${S})?night${S}before${S}thanksgiving|blackout${S}wednesday`,
    dayOf: named('Thanksgiving Day', -1),
  },
  { names: `(?:the${S})?day${S}after${S}thanksgiving|black${S}friday`, dayOf: named('Thanksgiving Day', 1) },
  { names: `small${S}(?:business|biz)${S}saturday`, dayOf: named('Thanksgiving Day', 2) },
  { names: `thanksgiving(?:${S}day)?|turkey${S}trots?`, dayOf: named('Thanksgiving Day') },
  { names: `christmas${S}eve`, dayOf: named('Christmas Eve') },
  { names: `christmas${S}day`, dayOf: named('Christmas Day') },
  { names: `christmas`, dayOf: named('Christmas Day'), bare: true },
];
const HOLIDAYS = HOLIDAY_LIST.map((h) => ({
  ...h,
  pattern: new RegExp(`^(?:${h.names})$`),
  // "big game watch party" and "watch party for the big game" alike.
  source: h.after
    ? `(?:(?<=\\b(?:${h.after})${S}(?:for|of)${S}the${S})(?:${h.names})|(?:${h.names})(?=${S}(?:${h.after})\\b))`
    : h.names,
}));

/**
 * Which list a rule matched a name from: `named` (every name not `bare`, those with `after` too),
 * `bare`, or `any`, where `after` names are left out since the rule did not check the words after.
 */
type NameList = 'named' | 'bare' | 'any';

const findHoliday = (name: string, list: NameList) =>
  HOLIDAYS.find(
    (h) =>
      (list === 'any' ? !h.after : list === 'bare' ? h.bare : !h.bare) &&
      h.pattern.test(name.replace(/\s+/g, ' ')),
  );

/** Its day, or the long weekend around it: Saturday to Monday 00:00, stretched to hold the holiday. */
function rangeOf(ctx: DateContext, { year, month, day }: Day, isWeekend: boolean): DateRange {
  if (!isWeekend) {
    return {
      from: toZonedInstant(ctx.timeZone, year, month, day),
      to: toZonedInstant(ctx.timeZone, year, month, day + 1),
    };
  }
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  const toSaturday = weekday === 6 ? 0 : weekday === 0 ? -1 : weekday <= 2 ? -weekday - 1 : 6 - weekday;
  const first = Math.min(0, toSaturday);
  const end = Math.max(1, toSaturday + 2);
  return {
    from: toZonedInstant(ctx.timeZone, year, month, day + first),
    to: toZonedInstant(ctx.timeZone, year, month, day + end),
  };
}

/**
 * The next occurrence that has not ended yet (today counts); with `isNext`, the next one that has
 * not begun ("next christmas" on Christmas Day is the one a year on).
 */
function resolveHoliday(
  name: string,
  ctx: DateContext,
  {
    list = 'any',
    isWeekend = false,
    isNext = false,
  }: { list?: NameList; isWeekend?: boolean; isNext?: boolean },
): DateRange | null {
  const holiday = findHoliday(name, list);
  if (!holiday) return null;
  for (const year of [ctx.today.year - 1, ctx.today.year, ctx.today.year + 1, ctx.today.year + 2]) {
    const day = holiday.dayOf(year);
    if (!day) continue;
    const range = rangeOf(ctx, day, isWeekend);
    if (range.to && (isNext ? range.from > ctx.now : range.to > ctx.now)) return range;
  }
  return null;
}

const names = (isBare: boolean) =>
  `(?<name>${HOLIDAYS.filter((h) => !h.bare === !isBare)
    .map((h) => h.source)
    .join('|')})`;
const ANY_NAME = `(?<name>${HOLIDAYS.filter((h) => !h.after)
  .map((h) => h.names)
  .join('|')})`;
/** Every holiday's names, captured as `name`, for rules that read a day relative to one. */
export const HOLIDAY_NAME = ANY_NAME;

/** The day a holiday named so falls on in `year` (month from 0), or undefined. */
export function findHolidayDay(name: string, year: number): Day | undefined {
  return findHoliday(name, 'any')?.dayOf(year);
}
// A season-long thing named after a bare holiday is not its day ("christmas markets", "new year festival").
const DESCRIBED =
  '(?!\\s+(?:markets?|bazaars?|fairs?|part(?:y|ies)|trees?|lights?|lighting|events?|fest(?:ival)?s?|shows?|concerts?|carols?|celebrations?|dinners?|costumes?|parades?|specials?|displays?|villages?|festivities))';
/**
 * Names that are what an event is about as much as its date; a name with "day" or "eve" is a date.
 * Some name an event held on the day ("turkey trot", "trunk or treat", "the big game", "noon years eve").
 */
const OCCASIONS =
  /^(?:halloween|thanksgiving|easter|juneteenth|valentines?|super\s*bowl|mardi\s+gras|cinco\s+de\s+mayo|turkey\s+trots?|trunk\s+or\s+treats?|big\s+game|noon\s+years?\s+eve)$/;
const wrap = (range: DateRange | null) => (range ? { range } : null);

/** Holiday phrases, most specific first: long weekends, "this/next X", named days, bare names after a preposition. */
export const HOLIDAY_RULES: readonly DateRule[] = [
  {
    pattern: new RegExp(`\\b(?:(?:over|on|for|during|the|this|next)\\s+)*${ANY_NAME}\\s+weekend\\b`, 'g'),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, ctx, { isWeekend: true })),
  },
  {
    // A long weekend is often named without "day": "mlk weekend ski events", "ice skating in vail over
    // mlk weekend", "memorial weekend concerts", "free family events memorial weekend".
    pattern:
      /\b(?:(?:over|on|for|during|the|this|next)\s+)*(?<name>mlk|memorial|presidents?|labor)\s+weekend\b/g,
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(`${name} day`, ctx, { isWeekend: true })),
  },
  {
    // "over thanksgiving" is the long weekend it makes.
    pattern: new RegExp(
      `\\bover\\s+(?:the\\s+)?(?<name>thanksgiving|memorial\\s+day|labor\\s+day)\\b${DESCRIBED}`,
      'g',
    ),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, ctx, { isWeekend: true })),
  },
  {
    // "halloween night", "black friday night": the holiday's night, 17:00 to 04:00, as "friday night".
    pattern: new RegExp(`\\b(?:(?:on|for|during)\\s+)?${ANY_NAME}\\s+(?:nights?|nite)\\b`, 'g'),
    resolve: ({ name = '' }, ctx) => {
      const day = resolveHoliday(name, ctx, {});
      if (!day) return null;
      const { year, month, day: date } = getZonedParts(day.from, ctx.timeZone);
      const from = toZonedInstant(ctx.timeZone, year, month, date, 17);
      const to = toZonedInstant(ctx.timeZone, year, month, date + 1, 4);
      return { range: { from, to }, keep: OCCASIONS.test(name) };
    },
  },
  {
    pattern: new RegExp(`\\b(?:(?:on|for|during|over)\\s+)?(?<which>this|next)\\s+${ANY_NAME}\\b`, 'g'),
    resolve: ({ name = '', which }, ctx) => wrap(resolveHoliday(name, ctx, { isNext: which === 'next' })),
  },
  {
    // A name that is also what the event is about ("halloween", "super bowl") stays in the free text.
    pattern: new RegExp(`\\b(?:(?:on|for|during|over)\\s+)?${names(false)}\\b`, 'g'),
    resolve: ({ name = '' }, ctx) => {
      const range = resolveHoliday(name, ctx, { list: 'named' });
      return range && { range, keep: OCCASIONS.test(name) };
    },
  },
  {
    pattern: new RegExp(`\\b(?:on|for|during|over|between|from)\\s+${names(true)}\\b${DESCRIBED}`, 'g'),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, ctx, { list: 'bare' })),
  },
  {
    pattern: new RegExp(
      `(?<=\\b(?:after|before|until|till|til|since|by|through|thru|to|and)\\s)${names(true)}\\b`,
      'g',
    ),
    resolve: ({ name = '' }, ctx) => wrap(resolveHoliday(name, ctx, { list: 'bare' })),
  },
];

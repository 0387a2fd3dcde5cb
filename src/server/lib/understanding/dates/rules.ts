import { consumeSpan, isSpanFree, type QueryMask, reserveSpan } from '../text/mask.ts';
import { AROUND_HOLIDAY_RULES } from './around-holiday.ts';
import { MONTH_KEYS, NAMED_MONTH, WEEKDAY_INDEX } from './calendar-names.ts';
import { CALENDAR_WORD_RULES } from './calendar-words.ts';
import { HOLIDAY_RULES } from './holidays.ts';
import { type DateRange, formatDayLabel } from './labels.ts';
import { applyDateRules, type DateMention, type DateRule, type DateRuleGroups } from './mention.ts';
import { NTH_WEEKDAY_RULES } from './nth-weekday.ts';
import { OTHER_CALENDAR_HOLIDAY, RANGE_RULES, TRIP_WEEKEND } from './ranges.ts';
import { type DateContext, getDayStart, toZonedInstant } from './zoned-time.ts';

const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten'.split(' ');
const VAGUE_COUNTS: Record<string, number> = { a: 1, an: 1, couple: 2, few: 3 };

// Prepositions and determiners a date phrase swallows ("for this weekend", "on the coming saturday").
const LEAD = '(?:(?:on|over|for|during|this|the|coming|upcoming)\\s+)*';
const TOMORROW = '(?:tomorrow|tomorow|tmrw|tmr|2morrow)';
// Plural for a weekly night: "salsa lessons thursday nights", "trivia tuesday nights near me".
const NIGHT = '\\s+(?:nights?|evenings?|nites?)';
const WEEKDAY_FULL = '(?<weekday>(?:sun|mon|tues|wednes|thurs|fri|satur)day)';
const WEEKDAY_ANY =
  '(?<weekday>(?:sun|mon|tues|wednes|thurs|fri|satur)day|sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)';
const COUNT = '(?<count>\\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|couple(?:\\s+of)?|few)';
const MONTH = NAMED_MONTH;
// In "saturday dec 5" or "saturday, 12/5" the weekday only confirms the date: chrono reads them whole.
const NOT_BEFORE_DATE =
  '(?!,?\\s+(?:\\d{1,2}/|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\s+\\d))';
// "may" and "march" are everyday words ("events I may like"), so alone they need a preposition or a
// year; "may" as the last word is the month ("10k race st louis may"), as the verb never ends a search.
const AMBIGUOUS_MONTHS = new Set(['may', 'mar', 'march']);

function rule(pattern: string, resolve: DateRule['resolve']): DateRule {
  return { pattern: new RegExp(pattern, 'g'), resolve };
}

function getDaysToNextMonday(ctx: DateContext): number {
  return 7 - ((ctx.today.weekday + 6) % 7);
}

/** Saturday 00:00 to Monday 00:00; on a Saturday or Sunday "this weekend" is the current one. */
function resolveWeekend(ctx: DateContext, weeksAhead: number): { range: DateRange } {
  const { weekday } = ctx.today;
  const saturday = (weekday === 0 ? -1 : 6 - weekday) + 7 * weeksAhead;
  return { range: { from: getDayStart(ctx, saturday), to: getDayStart(ctx, saturday + 2) } };
}

/** Monday 00:00 to Monday 00:00 of the week after this one (plus `extraWeeks`). */
function resolveWeeks(ctx: DateContext, extraWeeks: number): { range: DateRange } {
  const monday = getDaysToNextMonday(ctx) + 7 * extraWeeks;
  return { range: { from: getDayStart(ctx, monday), to: getDayStart(ctx, monday + 7) } };
}

/** A whole day, or its night (17:00 to 04:00 the next morning). */
function resolveDay(ctx: DateContext, days: number, isNight = false): { range: DateRange } {
  if (!isNight) return { range: { from: getDayStart(ctx, days), to: getDayStart(ctx, days + 1) } };
  return { range: { from: getDayStart(ctx, days, 17), to: getDayStart(ctx, days + 1, 4) } };
}

/** Plain "saturday" is the next one (today counts); "next saturday" is the one in next Monday-to-Sunday week. */
function getDaysToWeekday(ctx: DateContext, weekday: number, isNext: boolean): number {
  if (isNext) return getDaysToNextMonday(ctx) + ((weekday + 6) % 7);
  return (weekday - ctx.today.weekday + 7) % 7;
}

function resolveWeekday(groups: DateRuleGroups, ctx: DateContext, isNight: boolean) {
  const weekday = WEEKDAY_INDEX[groups.weekday?.slice(0, 3) ?? ''] ?? 0;
  const day = resolveDay(ctx, getDaysToWeekday(ctx, weekday, groups.next !== undefined), isNight);
  return isNight ? { ...day, label: formatDayLabel(day.range.from, ctx).replace(',', ' night,') } : day;
}

function resolveMonthRange(ctx: DateContext, year: number, month: number, count = 1): DateRange {
  return {
    from: toZonedInstant(ctx.timeZone, year, month, 1),
    to: toZonedInstant(ctx.timeZone, year, month + count, 1),
  };
}

/** A named month: the given year, else this month or the next one to come ("next" skips the current month). */
function resolveMonth(groups: DateRuleGroups, ctx: DateContext) {
  const name = groups.month ?? '';
  const isLastMay = name === 'may' && groups.last !== undefined;
  if (AMBIGUOUS_MONTHS.has(name) && !groups.prep && !groups.year && !isLastMay) return null;
  const month = Math.max(MONTH_KEYS.indexOf(name.slice(0, 3)), 0);
  const { year: thisYear, month: thisMonth } = ctx.today;
  const isAhead = month > thisMonth || (month === thisMonth && groups.prep !== 'next');
  const year = groups.year ? Number(groups.year) : isAhead ? thisYear : thisYear + 1;
  return { range: resolveMonthRange(ctx, year, month) };
}

function getCount(groups: DateRuleGroups): number {
  const raw = (groups.count ?? '1').replace(/\s+of$/, '');
  const word = NUMBER_WORDS.indexOf(raw);
  return Math.min(word >= 0 ? word : (VAGUE_COUNTS[raw] ?? Number(raw)), 366);
}

/** Today plus `count` days, weeks or months, as [year, month, day] (the day may overflow). */
function addUnits(ctx: DateContext, count: number, unit: string): [number, number, number] {
  const { year, month, day } = ctx.today;
  if (unit.startsWith('month')) return [year, month + count, day];
  return [year, month, day + count * (unit.startsWith('week') ? 7 : 1)];
}

/** "in 2 weeks", "3 days from now", "a month later": that one day. */
function resolveOffsetDay(groups: DateRuleGroups, ctx: DateContext) {
  const [year, month, day] = addUnits(ctx, getCount(groups), groups.unit ?? 'day');
  const from = toZonedInstant(ctx.timeZone, year, month, day);
  return { range: { from, to: toZonedInstant(ctx.timeZone, year, month, day + 1) } };
}

/** "next 10 days", "within 2 weeks": from now through the last of those days. */
function resolveComingSpan(groups: DateRuleGroups, ctx: DateContext) {
  const count = getCount(groups);
  const unit = groups.unit?.replace(/s$/, '') ?? 'day';
  const [year, month, day] = addUnits(ctx, count, unit);
  const to = toZonedInstant(ctx.timeZone, year, month, day + 1);
  return { range: { from: ctx.now, to }, label: `Next ${count} ${unit}${count === 1 ? '' : 's'}` };
}

const RELATIVE_RULES: readonly DateRule[] = [
  rule(
    `\\b(?:(?:in|over|during|for)\\s+(?:the\\s+)?(?:next|coming)|within(?:\\s+the\\s+next)?|(?:the\\s+)?(?:next|coming|upcoming))\\s+${COUNT}\\s+(?<unit>days?|weeks?|months?)\\b`,
    resolveComingSpan,
  ),
  // A vague count of weeks names a week, not a day: "concerts in a couple weeks", "food festivals in a
  // couple of weeks", "hockey games in a couple weeks", "dancing in a couple wks".
  rule(`\\bin\\s+(?:a\\s+)?(?<count>couple|few)(?:\\s+of)?\\s+weeks\\b`, (g, ctx) =>
    resolveWeeks(ctx, getCount(g) - 1),
  ),
  // "in 2 weeks", "in three weeks": that Monday-to-Sunday week, as "in a couple of weeks" is
  // ("concerts in two weeks in nashville", "kids bday ... in 3 weeks", "grad bbq ... in 2 weeks").
  rule(`\\bin\\s+${COUNT}\\s+weeks?\\b`, (g, ctx) => resolveWeeks(ctx, getCount(g) - 1)),
  rule(`\\bin\\s+${COUNT}\\s+(?<unit>days?|months?)\\b`, resolveOffsetDay),
  rule(
    `\\b${COUNT}\\s+(?<unit>days?|weeks?|months?)\\s+(?:from\\s+(?:now|today)|later)\\b`,
    resolveOffsetDay,
  ),
  rule(`\\b${LEAD}weekends?\\s+after\\s+next\\b`, (_, ctx) => resolveWeekend(ctx, 2)),
  rule(`\\b${LEAD}next\\s+weekends?\\b`, (_, ctx) => resolveWeekend(ctx, 1)),
  rule(`\\b${LEAD}weekends?\\b`, (_, ctx) => resolveWeekend(ctx, 0)),
  rule(`\\b${LEAD}${TOMORROW}${NIGHT}\\b`, (_, ctx) => ({
    ...resolveDay(ctx, 1, true),
    label: 'Tomorrow night',
  })),
  rule(`\\b${LEAD}(?:tonight|tonite|2nite|this${NIGHT})\\b`, (_, ctx) => {
    const range = resolveDay(ctx, 0, true).range;
    const from = new Date(Math.max(range.from.getTime(), ctx.now.getTime()));
    return { range: { from, to: range.to }, label: 'Tonight' };
  }),
  rule(`\\b(?:the\\s+)?day\\s+after\\s+${TOMORROW}\\b`, (_, ctx) => resolveDay(ctx, 2)),
  rule(`\\b${LEAD}${TOMORROW}\\b`, (_, ctx) => ({ ...resolveDay(ctx, 1), label: 'Tomorrow' })),
  rule(
    `\\b${LEAD}(?:today|todays|tday|(?:right\\s+)?(?<!from\\s)now|this\\s+(?:morning|afternoon))\\b`,
    (_, ctx) => ({
      ...resolveDay(ctx, 0),
      label: 'Today',
    }),
  ),
  rule(`\\b${LEAD}(?:(?<next>next)\\s+)?${WEEKDAY_ANY}${NIGHT}\\b`, (g, ctx) => resolveWeekday(g, ctx, true)),
  // "thursday next week", "friday of next week", "next week on tuesday": that weekday of next week.
  rule(`\\b${LEAD}${WEEKDAY_ANY}\\s+(?:of\\s+)?(?<next>next)\\s+week\\b`, (g, ctx) =>
    resolveWeekday(g, ctx, false),
  ),
  rule(`\\b(?<next>next)\\s+week(?:'?s)?\\s+(?:on\\s+)?${WEEKDAY_ANY}\\b`, (g, ctx) =>
    resolveWeekday(g, ctx, false),
  ),
  rule(`\\b${LEAD}(?<next>next)\\s+${WEEKDAY_ANY}\\b${NOT_BEFORE_DATE}`, (g, ctx) =>
    resolveWeekday(g, ctx, false),
  ),
  rule(`\\b${LEAD}${WEEKDAY_FULL}\\b${NOT_BEFORE_DATE}`, (g, ctx) => resolveWeekday(g, ctx, false)),
  // Short weekday names that are no everyday word ("dallas sat", "thurs trivia", "tues karaoke").
  rule(`\\b(?<weekday>tues|thurs?|weds|fri|sat)\\b${NOT_BEFORE_DATE}`, (g, ctx) =>
    resolveWeekday(g, ctx, false),
  ),
  // "sun", "mon" and "wed" are everyday words too, so they are days only last, as in "karaoke in austin
  // mon", or before "funday" ("sun funday brunch"), and never after "the" or "in" ("fun in the sun")
  // or after "get" ("places to get wed").
  rule(
    `(?<!\\b(?:the|in|of|get|got|getting)\\s)\\b(?<weekday>sun|mon|wed)(?:(?=\\s+funday\\b)|$)`,
    (g, ctx) => resolveWeekday(g, ctx, false),
  ),
  rule(`\\b(?:(?:on|this|coming)\\s+)+${WEEKDAY_ANY}\\b${NOT_BEFORE_DATE}`, (g, ctx) =>
    resolveWeekday(g, ctx, false),
  ),
];

const PERIOD_LEAD = '(?:(?:in|during|for|over)\\s+)?(?:the\\s+)?';

const PERIOD_RULES: readonly DateRule[] = [
  rule(`\\b${PERIOD_LEAD}week\\s+after\\s+next\\b`, (_, ctx) => resolveWeeks(ctx, 1)),
  rule(`\\b${PERIOD_LEAD}next\\s+week\\b`, (_, ctx) => resolveWeeks(ctx, 0)),
  rule(`\\b${PERIOD_LEAD}(?:rest\\s+of\\s+(?:the\\s+)?)?(?:later\\s+)?this\\s+week\\b`, (_, ctx) => ({
    range: { from: ctx.now, to: getDayStart(ctx, getDaysToNextMonday(ctx)) },
    label: 'This week',
  })),
  rule(`\\b${PERIOD_LEAD}(?:rest\\s+of\\s+(?:the\\s+)?)?this\\s+month\\b`, (_, ctx) => ({
    range: { from: ctx.now, to: toZonedInstant(ctx.timeZone, ctx.today.year, ctx.today.month + 1, 1) },
    label: 'This month',
  })),
  rule(`\\b${PERIOD_LEAD}next\\s+month\\b`, (_, ctx) => ({
    range: resolveMonthRange(ctx, ctx.today.year, ctx.today.month + 1),
  })),
  rule(
    `(?<!\\d(?:st|nd|rd|th)?\\s(?:of\\s)?)\\b(?:(?<prep>in|during|for|over|this|next|of|throughout)\\s+)?(?:the\\s+month\\s+of\\s+)?${MONTH}\\b(?:,?\\s+(?<year>(?:19|20)\\d{2}))?(?!\\s*\\d{1,2}(?:st|nd|rd|th)?\\b)(?:(?=\\s*$)(?<last>)|(?!\\s*$))`,
    resolveMonth,
  ),
  rule(`\\b${PERIOD_LEAD}(?:rest\\s+of\\s+(?:the\\s+)?)?this\\s+year\\b`, (_, ctx) => ({
    range: { from: ctx.now, to: toZonedInstant(ctx.timeZone, ctx.today.year + 1, 0, 1) },
    label: 'This year',
  })),
  rule(`\\b${PERIOD_LEAD}next\\s+year\\b`, (_, ctx) => ({
    range: resolveMonthRange(ctx, ctx.today.year + 1, 0, 12),
  })),
  rule(`\\b(?:in|during|for|throughout)\\s+(?<year>20\\d{2})\\b(?![/:-])`, (g, ctx) => ({
    range: resolveMonthRange(ctx, Number(g.year), 0, 12),
  })),
];

/** Finds the date phrases the app defines itself (weekends, nights, weeks, months, holidays) and claims them. */
export function findRuleDateMentions(text: string, mask: QueryMask, ctx: DateContext): DateMention[] {
  for (const match of text.matchAll(TRIP_WEEKEND)) {
    const end = match.index + match[0].length;
    if (isSpanFree(mask, match.index, end)) consumeSpan(mask, match.index, end);
  }
  for (const match of text.matchAll(OTHER_CALENDAR_HOLIDAY)) {
    const end = match.index + match[0].length;
    if (isSpanFree(mask, match.index, end)) reserveSpan(mask, match.index, end);
  }
  return applyDateRules(
    [
      ...RANGE_RULES,
      ...NTH_WEEKDAY_RULES,
      ...AROUND_HOLIDAY_RULES,
      ...HOLIDAY_RULES,
      ...RELATIVE_RULES,
      ...PERIOD_RULES,
      ...CALENDAR_WORD_RULES,
    ],
    text,
    mask,
    ctx,
  );
}

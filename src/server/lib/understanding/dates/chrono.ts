import * as chrono from 'chrono-node';
import { consumeSpan, hideClaimedText, type QueryMask } from '../text/mask.ts';
import type { DateRange } from './labels.ts';
import type { DateMention } from './mention.ts';
import { type DateContext, getUtcOffsetMinutes, toZonedInstant } from './zoned-time.ts';

/** A wall-clock time of day. */
export type Clock = { hour: number; minute: number };

// chrono reads "3 day" in "3 day festival" as three days from now; a duration alone is not a date.
const BARE_DURATION =
  /^(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:days?|d|weeks?|wks?|months?|mos?|years?|yrs?|hours?|hrs?|h|minutes?|mins?)$/;

function toDayStart(components: chrono.ParsedComponents, ctx: DateContext, extraDays = 0): Date | null {
  const year = components.get('year');
  const month = components.get('month');
  const day = components.get('day');
  if (year === null || month === null || day === null) return null;
  return toZonedInstant(ctx.timeZone, year, month - 1, day + extraDays);
}

/** Whole days from the first to the last day chrono found; times of day are dropped. */
function toDayRange(result: chrono.ParsedResult, ctx: DateContext): DateRange | null {
  const from = toDayStart(result.start, ctx);
  if (!from || Number.isNaN(from.getTime())) return null;
  const to = result.end ? toDayStart(result.end, ctx, 1) : null;
  if (to && to > from) return runningRange(result, ctx) ?? { from, to };
  return { from, to: toDayStart(result.start, ctx, 1) };
}

/**
 * A range of days without a year that has begun and not ended ("dec 26-28" on the 27th) is this
 * one, from now: chrono moves any range whose first day is past to next year.
 */
function runningRange(result: chrono.ParsedResult, ctx: DateContext): DateRange | null {
  if (!result.end || result.start.isCertain('year')) return null;
  const yearBefore = (components: chrono.ParsedComponents, extraDays = 0) => {
    const [year, month, day] = (['year', 'month', 'day'] as const).map((part) => components.get(part));
    if (year == null || month == null || day == null) return null;
    return toZonedInstant(ctx.timeZone, year - 1, month - 1, day + extraDays);
  };
  const from = yearBefore(result.start);
  const to = yearBefore(result.end, 1);
  if (!from || !to || from > ctx.now || to <= ctx.now) return null;
  return { from: ctx.now, to };
}

// chrono's relative-duration parsers ("2 weeks later", "in 3 days", "next week") backtrack badly on
// word salad: hundreds of milliseconds for 200 characters. The date rules cover those phrases, so
// this instance leaves them out. Matched by class name: if chrono renames one, it simply stays in.
const SLOW_PARSERS = new Set([
  'ENTimeUnitAgoFormatParser',
  'ENTimeUnitLaterFormatParser',
  'ENTimeUnitWithinFormatParser',
  'ENTimeUnitCasualRelativeFormatParser',
  'ENRelativeDateFormatParser',
]);
const parser = chrono.casual.clone();
parser.parsers = parser.parsers.filter((p) => !SLOW_PARSERS.has(p.constructor.name));

function parseWithChrono(text: string, ctx: DateContext): chrono.ParsedResult[] {
  try {
    const reference = { instant: ctx.now, timezone: getUtcOffsetMinutes(ctx) };
    return parser.parse(text, reference, { forwardDate: true });
  } catch {
    return [];
  }
}

/**
 * Explicit dates chrono-node reads well ("Dec 5", "12/5", "5th of December", "Dec 1 - 10",
 * "Friday the 4th") in the text the rules left; clock times ("at 7pm") are pushed on `times`. Only results with a known day count: weekday- or
 * month-only results are the rules' job, and a bare time ("at 7pm") is claimed but sets no range.
 */
const DAY_PART_AROUND_DATE =
  /\bin\s+the\s+(?:morning|afternoon|evening)\b|\b(?:morning|afternoon|evening)\s+of\b/gi;

export function findChronoDateMentions(
  text: string,
  mask: QueryMask,
  ctx: DateContext,
  times: Clock[] = [],
): DateMention[] {
  const mentions: DateMention[] = [];
  // Five digits are a ZIP, never part of a date: chrono would read "oct 31st 48226" as the year 4822.
  // A part of the day around a date is no clock time: chrono reads "dec 12 in the morning" as 12 am
  // and "evening of sept 26" as no day at all. Search drops a part of the day anyway.
  const shown = hideClaimedText(text, mask)
    .replace(/\b\d{5}\b/g, (zip) => ' '.repeat(zip.length))
    .replace(DAY_PART_AROUND_DATE, (words) => ' '.repeat(words.length));
  for (const result of parseWithChrono(shown, ctx)) {
    const start = result.index;
    // chrono's match may run on into the spaces a ZIP left.
    const end = start + result.text.trimEnd().length;
    if (BARE_DURATION.test(result.text.trim())) continue;
    if (result.start.isCertain('hour')) {
      times.push({ hour: result.start.get('hour') ?? 0, minute: result.start.get('minute') ?? 0 });
    }
    if (!result.start.isCertain('day')) {
      if (result.start.isCertain('hour')) consumeSpan(mask, start, end);
      continue;
    }
    const range = toDayRange(result, ctx);
    if (!range) continue;
    consumeSpan(mask, start, end);
    mentions.push({ start, end, range, label: null });
  }
  return mentions;
}

import { consumeSpan, type QueryMask } from '../text/mask.ts';
import { type DateRange, formatMonthDay, formatRangeLabel } from './labels.ts';
import type { DateMention } from './mention.ts';
import { type DateContext, getZonedParts, toZonedInstant } from './zoned-time.ts';

/** The query's date filter and its chip label. */
export type ResolvedDate = { range: DateRange; label: string };

const CONNECTOR = /^(?:and|or|to|through|thru|till|until|til|-|,)$/;
const RANGE_OPENER = /\b(?:between|from)\s+$/;
const MODIFIER = /\b(after|since|from|starting|until|till|til|through|thru|by|before)\s+$/;

function getEarlier(a: Date, b: Date): Date {
  return a < b ? a : b;
}

function getLater(a: Date | null, b: Date | null): Date | null {
  return a && b ? (a > b ? a : b) : null;
}

function shiftBy(instant: Date, days: number, years: number, ctx: DateContext): Date {
  const { year, month, day, hour } = getZonedParts(instant, ctx.timeZone);
  return toZonedInstant(ctx.timeZone, year + years, month, day + days, hour);
}

/**
 * The second date of a pair comes after the first. "friday to sunday" read on a Sunday finds today
 * for "sunday", so it moves a week on. "between christmas and new year" read on Dec 27 finds next
 * year's Christmas: we are inside the range, so it starts at the Christmas before, clipped to now
 * (likewise "between nov 1 and dec 5" in late November). Otherwise the second moves a year on. Null
 * when nothing helps (then the two are not joined).
 */
function alignPair(first: DateRange, second: DateRange, ctx: DateContext): [DateRange, DateRange] | null {
  if (second.from >= first.from) return [first, second];
  const shift = (range: DateRange, days: number, years: number): DateRange => ({
    from: shiftBy(range.from, days, years, ctx),
    to: range.to && shiftBy(range.to, days, years, ctx),
  });
  const weekOn = shift(second, 7, 0);
  if (weekOn.from >= first.from) return [first, weekOn];
  const before = shift(first, 0, -1);
  if (before.from < second.from) {
    return [{ from: before.from > ctx.now ? before.from : ctx.now, to: before.to }, second];
  }
  const yearOn = shift(second, 0, 1);
  return yearOn.from >= first.from ? [first, yearOn] : null;
}

/** Whether a bounded range lies inside another one that is longer. */
function isWithin(inner: DateRange, outer: DateRange): boolean {
  if (!inner.to || !outer.to) return false;
  const isShorter = inner.to.getTime() - inner.from.getTime() < outer.to.getTime() - outer.from.getTime();
  return isShorter && inner.from >= outer.from && inner.to <= outer.to;
}

/** Joins neighbours like "Dec 1 and Dec 10" (after "between") or "friday to sunday" into one span. */
function joinNeighbours(
  text: string,
  mask: QueryMask,
  mentions: DateMention[],
  ctx: DateContext,
): DateMention[] {
  const joined: DateMention[] = [];
  for (const mention of mentions) {
    const previous = joined.at(-1);
    // "this spring, party on may 30", "this fall and the dinner is october 9": a day inside the span
    // said before it narrows that span; the day is the date.
    if (previous && !mention.implied && isWithin(mention.range, previous.range)) {
      joined[joined.length - 1] = mention;
      continue;
    }
    const isPair = previous !== undefined && CONNECTOR.test(text.slice(previous.end, mention.start).trim());
    const pair = previous && isPair ? alignPair(previous.range, mention.range, ctx) : null;
    if (!previous || !pair) {
      joined.push(mention);
      continue;
    }
    consumeSpan(mask, previous.end, mention.start);
    const opener = RANGE_OPENER.exec(text.slice(0, previous.start));
    if (opener) consumeSpan(mask, opener.index, previous.start);
    const [first, second] = pair;
    const range = { from: getEarlier(first.from, second.from), to: getLater(first.to, second.to) };
    joined[joined.length - 1] = {
      start: opener?.index ?? previous.start,
      end: mention.end,
      range,
      label: null,
    };
  }
  return joined;
}

function modifyRange(
  word: string,
  mention: DateMention,
  ctx: DateContext,
): { range: DateRange; label: string } | null {
  const { from, to } = mention.range;
  if (word === 'after') {
    const start = to ?? from;
    return { range: { from: start, to: null }, label: `From ${formatMonthDay(start, ctx)}` };
  }
  if (word === 'before')
    return { range: { from: ctx.now, to: from }, label: `Before ${formatMonthDay(from, ctx)}` };
  if (word === 'since' || word === 'from' || word === 'starting') {
    return { range: { from, to: null }, label: `From ${formatMonthDay(from, ctx)}` };
  }
  if (!to) return null;
  return { range: { from: ctx.now, to }, label: `Until ${formatMonthDay(new Date(to.getTime() - 1), ctx)}` };
}

/** "after Christmas", "until Dec 10", "before Friday": a mention turned into an open or clipped range. */
function applyModifier(text: string, mask: QueryMask, mention: DateMention, ctx: DateContext): DateMention {
  const modifier = MODIFIER.exec(text.slice(0, mention.start));
  const modified = modifier ? modifyRange(modifier[1] ?? '', mention, ctx) : null;
  if (!modifier || !modified || (modified.range.to && modified.range.to <= modified.range.from))
    return mention;
  consumeSpan(mask, modifier.index, mention.start);
  return { ...mention, start: modifier.index, ...modified };
}

/**
 * Turns the date phrases found in a query into one range: neighbours are joined, modifiers
 * applied, and the first phrase in the text wins (the others are still dropped from the free text),
 * except that a date said outright beats one implied by the kind of event.
 */
export function resolveDateMentions(
  text: string,
  mask: QueryMask,
  mentions: DateMention[],
  ctx: DateContext,
): ResolvedDate | null {
  const ordered = mentions.toSorted((a, b) => a.start - b.start);
  const joined = joinNeighbours(text, mask, ordered, ctx);
  const modified = joined.map((mention) => applyModifier(text, mask, mention, ctx));
  const first = modified.find((mention) => !mention.implied) ?? modified[0];
  if (!first) return null;
  return { range: first.range, label: first.label ?? formatRangeLabel(first.range, ctx) };
}

import { type DateContext, getZonedParts, type ZonedParts } from './zoned-time.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** An instant range: `from` inclusive, `to` exclusive, `to` null when open-ended. */
export type DateRange = { from: Date; to: Date | null };

function isMidnight(parts: ZonedParts): boolean {
  return parts.hour === 0 && parts.minute === 0;
}

function isSameDay(a: ZonedParts, b: ZonedParts): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** 'Dec 26', with the year when it is not the current one ('Jan 2, 2027'). */
export function formatMonthDay(instant: Date, ctx: DateContext): string {
  const parts = getZonedParts(instant, ctx.timeZone);
  const year = parts.year === ctx.today.year ? '' : `, ${parts.year}`;
  return `${MONTHS[parts.month]} ${parts.day}${year}`;
}

/** 'Sat, Nov 28' (or 'Sat, Jan 2, 2027' in another year). */
export function formatDayLabel(instant: Date, ctx: DateContext): string {
  const parts = getZonedParts(instant, ctx.timeZone);
  return `${WEEKDAYS[parts.weekday]}, ${formatMonthDay(instant, ctx)}`;
}

function formatDaySpan(first: ZonedParts, last: ZonedParts, ctx: DateContext): string {
  const head = `${MONTHS[first.month]} ${first.day}`;
  const tail = first.month === last.month ? `${last.day}` : `${MONTHS[last.month]} ${last.day}`;
  if (first.year !== last.year)
    return `${head}, ${first.year}–${MONTHS[last.month]} ${last.day}, ${last.year}`;
  return `${head}–${tail}${first.year === ctx.today.year ? '' : `, ${first.year}`}`;
}

/**
 * A short chip label for a range: 'Dec 2026' for a whole month, '2027' for a whole year,
 * 'Sat, Nov 28' for one day, 'Nov 28–29' for several and 'From Dec 26' when open-ended.
 */
export function formatRangeLabel(range: DateRange, ctx: DateContext): string {
  if (!range.to) return `From ${formatMonthDay(range.from, ctx)}`;
  const first = getZonedParts(range.from, ctx.timeZone);
  const end = getZonedParts(range.to, ctx.timeZone);
  const last = getZonedParts(new Date(range.to.getTime() - 1), ctx.timeZone);
  if (isMidnight(first) && isMidnight(end) && first.day === 1 && end.day === 1) {
    const months = (end.year - first.year) * 12 + end.month - first.month;
    if (months === 12 && first.month === 0) return String(first.year);
    if (months === 1) return `${MONTHS[first.month]} ${first.year}`;
  }
  if (isSameDay(first, last)) return formatDayLabel(range.from, ctx);
  return formatDaySpan(first, last, ctx);
}

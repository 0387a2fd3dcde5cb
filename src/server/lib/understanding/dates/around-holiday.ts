import { NAMED_WEEKDAY, WEEKDAY_INDEX } from './calendar-names.ts';
import { findHolidayDay, HOLIDAY_NAME } from './holidays.ts';
import type { DateRule } from './mention.ts';
import { type DateContext, toZonedInstant } from './zoned-time.ts';

/*
 * A weekday named by a holiday near it: "the wednesday before thanksgiving", "the saturday before
 * christmas", "the sunday after easter", "the friday after thanksgiving". It is the nearest such
 * weekday strictly before or after the holiday's next occurrence that has not passed.
 */

function resolveAround(ctx: DateContext, name: string, weekday: number, isBefore: boolean) {
  for (const year of [ctx.today.year, ctx.today.year + 1]) {
    const holiday = findHolidayDay(name, year);
    if (!holiday) continue;
    const holidayWeekday = new Date(Date.UTC(holiday.year, holiday.month, holiday.day)).getUTCDay();
    const shift = isBefore
      ? -((holidayWeekday - weekday + 7) % 7 || 7)
      : (weekday - holidayWeekday + 7) % 7 || 7;
    const day = holiday.day + shift;
    const range = {
      from: toZonedInstant(ctx.timeZone, holiday.year, holiday.month, day),
      to: toZonedInstant(ctx.timeZone, holiday.year, holiday.month, day + 1),
    };
    if (range.to > ctx.now) return { range };
  }
  return null;
}

export const AROUND_HOLIDAY_RULES: readonly DateRule[] = [
  {
    pattern: new RegExp(
      `\\b(?:(?:on|the)\\s+)*${NAMED_WEEKDAY}\\s+(?<direction>before|after)\\s+(?:the\\s+)?${HOLIDAY_NAME}\\b`,
      'g',
    ),
    resolve: ({ weekday = '', direction, name = '' }, ctx) =>
      resolveAround(ctx, name, WEEKDAY_INDEX[weekday.slice(0, 3)] ?? 6, direction === 'before'),
  },
];

import { getZonedParts, toZonedInstant } from '../../lib/understanding/dates/zoned-time.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

type Rule = { month: number } & ({ day: number } | { nth: number; weekday: number });

/** "Jul 4", "3 Mon Apr" or "last Sat Sep" (nth -1 means the last). Throws on anything else. */
export function parseDateRule(text: string): Rule {
  const parts = text.trim().toLowerCase().split(/\s+/);
  if (parts.length === 2) {
    const month = MONTHS.indexOf(parts[0]!);
    const day = Number(parts[1]);
    if (month >= 0 && day >= 1 && day <= 31) return { month, day };
  }
  if (parts.length === 3) {
    const nth = parts[0] === 'last' ? -1 : Number(parts[0]);
    const weekday = WEEKDAYS.indexOf(parts[1]!);
    const month = MONTHS.indexOf(parts[2]!);
    if ((nth === -1 || (nth >= 1 && nth <= 5)) && weekday >= 0 && month >= 0) return { month, nth, weekday };
  }
  throw new Error(`Unreadable date rule: ${text}`);
}

/** The day of the month a rule falls on in a year, or null (a fifth weekday that does not exist). */
function dayInYear(rule: Rule, year: number): number | null {
  if ('day' in rule) return rule.day;
  const daysInMonth = new Date(Date.UTC(year, rule.month + 1, 0)).getUTCDate();
  if (rule.nth === -1) {
    const lastWeekday = new Date(Date.UTC(year, rule.month, daysInMonth)).getUTCDay();
    return daysInMonth - ((lastWeekday - rule.weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, rule.month, 1)).getUTCDay();
  const day = 1 + ((rule.weekday - firstWeekday + 7) % 7) + (rule.nth - 1) * 7;
  return day <= daysInMonth ? day : null;
}

/**
 * The next start of a yearly rule at `hour` local time, from today (in the event's zone) on:
 * this year's date if it has not passed, otherwise next year's.
 */
export function nextOccurrence(ruleText: string, hour: number, timeZone: string, now: Date): Date | null {
  const rule = parseDateRule(ruleText);
  const today = getZonedParts(now, timeZone);
  for (const year of [today.year, today.year + 1]) {
    const day = dayInYear(rule, year);
    if (day === null) continue;
    const isPast = rule.month < today.month || (rule.month === today.month && day < today.day);
    if (year === today.year && isPast) continue;
    return toZonedInstant(timeZone, year, rule.month, day, hour);
  }
  return null;
}

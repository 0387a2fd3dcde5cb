import type { LocalDay } from './draft.ts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const BARE_WEEKDAY =
  /^(?:(?:actually|ok|okay|no|let'?s|please|can\s+we|could\s+we|change\s+it\s+to|make\s+it|move\s+it\s+to|do|on|a|the|instead|rather|switch\s+to|lets\s+do|in|to|and)\s+)*(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?\b/;

/**
 * "Actually make it Sunday" while planning Saturday Dec 12 means Sunday Dec 13, not the next Sunday
 * from today: a weekday alone moves the planned day to that weekday in the same week.
 */
export function nearPreviousDay(text: string, previous: LocalDay | null, parsed: LocalDay): LocalDay {
  const m = BARE_WEEKDAY.exec(text.trim());
  if (!previous || !m || /\b(?:next|this|coming)\b|\d/.test(text)) return parsed;
  const wanted = WEEKDAYS.findIndex((d) => d.startsWith(m[1]!.slice(0, 3)));
  const base = new Date(Date.UTC(previous.year, previous.month - 1, previous.day));
  let shift = wanted - base.getUTCDay();
  if (shift > 3) shift -= 7;
  if (shift < -3) shift += 7;
  const moved = new Date(base.getTime() + shift * 86_400_000);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The next day numbered `n` from `today` (today counting), skipping months too short to have it. */
export function nextDayNumbered(n: number, today: LocalDay): LocalDay | null {
  if (n < 1 || n > 31) return null;
  for (let ahead = n >= today.day ? 0 : 1; ahead < 3; ahead++) {
    const at = new Date(Date.UTC(today.year, today.month - 1 + ahead, n));
    if (at.getUTCDate() === n) return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: n };
  }
  return null;
}

/** Calendar days as numbers (days since 1970-01-01), and the US holidays the date labels name. */

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar day (the arithmetic runs on UTC, which has no DST). */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export const weekdayOf = (n: number) => (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday.

/** The `nth` (1-based; -1 = last) `weekday` (0 = Sunday) of a month, as a day number. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth === -1) {
    const last = dayNumber(year, month + 1, 0);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = dayNumber(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1);
}

/** Easter Sunday (Gregorian computus, the anonymous algorithm). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const g = Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return dayNumber(year, Math.floor(n / 31), (n % 31) + 1);
}

const thanksgiving = (y: number) => nthWeekday(y, 11, 4, 4);

/** US holidays and named days, each as its day in a given year. */
export const HOLIDAYS: Readonly<Record<string, (year: number) => number>> = {
  newyear: (y) => dayNumber(y, 1, 1),
  mlk: (y) => nthWeekday(y, 1, 1, 3),
  superbowl: (y) => nthWeekday(y, 2, 0, 2),
  valentines: (y) => dayNumber(y, 2, 14),
  presidents: (y) => nthWeekday(y, 2, 1, 3),
  mardigras: (y) => easter(y) - 47,
  stpatricks: (y) => dayNumber(y, 3, 17),
  goodfriday: (y) => easter(y) - 2,
  easter,
  earthday: (y) => dayNumber(y, 4, 22),
  cinco: (y) => dayNumber(y, 5, 5),
  mothers: (y) => nthWeekday(y, 5, 0, 2),
  memorial: (y) => nthWeekday(y, 5, 1, -1),
  fathers: (y) => nthWeekday(y, 6, 0, 3),
  juneteenth: (y) => dayNumber(y, 6, 19),
  july4: (y) => dayNumber(y, 7, 4),
  labor: (y) => nthWeekday(y, 9, 1, 1),
  columbus: (y) => nthWeekday(y, 10, 1, 2),
  halloween: (y) => dayNumber(y, 10, 31),
  veterans: (y) => dayNumber(y, 11, 11),
  thanksgiving,
  blackfriday: (y) => thanksgiving(y) + 1,
  smallbiz: (y) => thanksgiving(y) + 2,
  cybermonday: (y) => thanksgiving(y) + 4,
  xmaseve: (y) => dayNumber(y, 12, 24),
  xmas: (y) => dayNumber(y, 12, 25),
  nye: (y) => dayNumber(y, 12, 31),
};

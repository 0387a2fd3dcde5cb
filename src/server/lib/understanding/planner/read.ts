import { readStreetAddress } from './address.ts';
import { type Admission, readAdmission } from './admission.ts';
import { readAge } from './age.ts';
import { readBudget } from './budget.ts';
import { type GuestCount, readGuests } from './guests.ts';
import { type Honoree, readHonoree } from './honoree.ts';
import { type Occasion, readOccasion } from './occasion.ts';
import { blank, type Reading, type Span } from './text.ts';
import { readTheme } from './theme.ts';
import { readTime, type TimeOfDay } from './time.ts';

export type { ClockTime } from './time.ts';
export type { Admission, GuestCount, Honoree, Occasion, Reading, TimeOfDay };

/** What one planner message says about the party, each with the words it came from. */
export type PlannerReadings = {
  occasion: Reading<Occasion> | null;
  honoree: Reading<Honoree> | null;
  age: Reading<number> | null;
  time: Reading<TimeOfDay> | null;
  guests: Reading<GuestCount> | null;
  budget: Reading<number> | null;
  admission: Reading<Admission> | null;
  theme: Reading<string | null> | null;
  address: Reading<string> | null;
  /** The message with every span read here blanked: what is left for the date and place readers. */
  rest: string;
};

// "not 20", "instead of 20 guests": the value being corrected away is not read.
const CORRECTED =
  /\b(?:not|instead\s+of|rather\s+than)\s+(?:\$\s?)?(?:\d[\d,]*|[a-z]+)(?:k\b)?(?:\s+(?:kids|children|people|guests|friends|adults|dollars|bucks|pm|am))?/g;
// "a bachelorette weekend" names the kind of trip, not this weekend.
const OCCASION_WEEKEND =
  /\b(?:bach[a-z]*|girls'?|guys'?|birthday|bday|wedding|reunion|anniversary|camping|ski)\s+(weekend|trip)\b/g;

/**
 * Reads a planner message. The readers run in an order that keeps a number to one field: admission
 * and budget take sums of money, then the time takes clock hours, the age milestones, and only then
 * is a number left a guest count; the date and place readers get the rest.
 */
export function readPlannerMessage(
  original: string,
  isPlaceName: (word: string) => boolean,
  /** Words already known about the party ("brunch"): they say whether "at 10" is morning. */
  context = '',
): PlannerReadings {
  let lower = original.toLowerCase();
  // Offsets found in the lower-case text must fit the original: a letter whose lower case is longer is masked.
  if (lower.length !== original.length) {
    lower = [...original]
      .map((ch) => (ch.toLowerCase().length === ch.length ? ch.toLowerCase() : '?'))
      .join('');
  }
  const corrected: Span[] = [...lower.matchAll(CORRECTED)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  let work = blank(lower, corrected);
  const address = readStreetAddress(blank(original, corrected));
  if (address) work = blank(work, [address]);
  const take = <T>(found: Reading<T> | null): Reading<T> | null => {
    if (found) work = blank(work, [found]);
    return found;
  };
  const admission = take(readAdmission(work));
  const budget = take(readBudget(work));
  // The occasion is read without the sums of money: "budget 10k" is no 10K race.
  const occasion = readOccasion(work);
  const time = readTime(work, context);
  // A clock time is only a time; "tonight" and "saturday night" also say the day, which the date reader needs.
  if (time && /\d|noon|midnight/.test(time.text)) take(time);
  // Before the age takes "4 year old": "my 4 year old" names the honoree too.
  const honoree = readHonoree(work, isPlaceName);
  const age = take(readAge(work));
  const guests = take(readGuests(work));
  const theme = take(readTheme(work));
  take(honoree);
  let rest = work;
  for (const m of rest.matchAll(OCCASION_WEEKEND)) {
    const start = m.index + m[0].length - m[1]!.length;
    rest = blank(rest, [{ start, end: start + m[1]!.length }]);
  }
  return { occasion, honoree, age, time, guests, budget, admission, theme, address, rest };
}

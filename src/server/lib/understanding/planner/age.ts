import { numbersIn } from './numbers.ts';
import { RELATIONS } from './relations.ts';
import { firstMatch, type Reading, reading } from './text.ts';

const MONTHS =
  'jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december';
// An ordinal that is a day of the month: "june 20th", "on the 12th", "4th of july".
const DAY_BEFORE = new RegExp(`\\b(?:${MONTHS}|the|on|of)\\s*$`);
// An ordinal before a weekday or a weekend counts days ("first friday in december", "2nd sunday"),
// and a first communion is no first birthday.
const DAY_AFTER =
  /^\s*(?:of\b|day\b|street\b|st\b|ave\b|floor\b|grade\b|place\b|weekend\b|communion\b|(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?s?\b)/;
// "my 30th saturday night", "my sisters 30th sunday": after a possessive, an ordinal before a
// weekday is still the age.
const OWNER_BEFORE = /\b(?:my|our|his|her|their)\s*$|\b[a-z]+(?:'s|’s)\s*$/;
const WORD_BEFORE = /\b([a-z]+)s\s*$/;

/** "sisters 30th", "moms 70th": a relation's possessive typed without its apostrophe. */
function isOwnedBy(before: string): boolean {
  if (OWNER_BEFORE.test(before)) return true;
  const word = WORD_BEFORE.exec(before)?.[1];
  return word !== undefined && RELATIONS[word] !== undefined;
}
const WEEKDAY_AFTER = /^\s*(?:(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?s?|weekend)\b/;
// An anniversary's number is the couple's years together, not anyone's age.
const ANNIVERSARY = /\b(?:ann?iv[a-z]*|vow\s+renewal|renew(?:ing|ed)?\s+(?:[a-z]+\s+)?vows)\b/;
const FIXED: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bsweet\s+(?:16|sixteen)\b/g, 16],
  [/\bquincea(?:n|ñ)era\b|\bquince\b|\bquinceanera\b|\bxv\s+(?:años|anos)\b/g, 15],
];

// "there will be 12 of us", "should be 8 of us", "it'll be 30 people": a number after "be" that
// counts people is a head count, not an age ("she'll be 10").
const THERE_BE =
  /\bthere(?:'ll|’ll|'d|\s+will|\s+would|\s+should|\s+may|\s+might|\s+could|\s+are\s+going\s+to)\s+be\s+$/;
const COUNTS_PEOPLE =
  /^\s*(?:-?ish\s+)?(?:of\s+(?:us|them)|people|ppl|guests|adults|folks|friends|total|in\s+all)\b/;
const isHeadCount = (before: string, after: string) => THERE_BE.test(before) || COUNTS_PEOPLE.test(after);

/**
 * The age being celebrated: a milestone ("mom's 70th", "8th bday"), "turning 5", "a 4 year old",
 * "8yo", a quinceañera (15) or a sweet 16.
 */
export function readAge(text: string): Reading<number> | null {
  const isAnniversary = ANNIVERSARY.test(text);
  for (const n of numbersIn(text)) {
    if (!Number.isInteger(n.value) || n.value < 1 || n.value > 120 || n.isDollar) continue;
    const before = text.slice(0, n.start);
    const after = text.slice(n.end);
    if (
      /\bturn(?:s|ing|ed)?\s+$|\bbe\s+$|\bage\s+$/.test(before) &&
      !n.isOrdinal &&
      !isHeadCount(before, after)
    ) {
      return reading(n.value, text, before.search(/\bturn|\bbe\s+$|\bage\s+$/), n.end);
    }
    const old = /^\s*(?:-|\s)?(?:years?|yrs?)[- ]?olds?\b|^\s*yo\b|^\s*y\/o\b/.exec(after);
    if (old && !n.isOrdinal) return reading(n.value, text, n.start, n.end + old[0].length);
    const isOwnedAge = isOwnedBy(before) && WEEKDAY_AFTER.test(after);
    if (n.isOrdinal && !isAnniversary && !DAY_BEFORE.test(before) && (!DAY_AFTER.test(after) || isOwnedAge)) {
      return reading(n.value, text, n.start, n.end);
    }
  }
  for (const [pattern, age] of FIXED) {
    const found = firstMatch(pattern, text, () => age);
    if (found) return found;
  }
  return null;
}

import { ALL_EVENT_CATEGORIES, type EventCategory } from '#shared/constants.ts';
import { geocodeUs } from '../../geo/gazetteer.ts';
import { findNickname, findStateCode, isCityName, isCityPrefix } from '../places/names.ts';
import { STOP_WORDS } from './stop-words.ts';

/*
 * One vocabulary and one matcher for every misspelt word the parser reads: category names and
 * their synonyms, weekday and month names, "tomorrow", "tonight", "weekend", "next" and holiday
 * names. A misspelt word is replaced by the word it was meant to be before parsing, so "satruday"
 * reads exactly like "saturday". Place names are never corrected (a real town is never turned into
 * another word), and short or everyday look-alikes ("match" for March, "bride" for pride, "night")
 * are left out of the vocabulary on purpose.
 */

const CATEGORY_NAME_WORDS = ALL_EVENT_CATEGORIES.flatMap((category) =>
  category
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4),
);

const CATEGORY_SYNONYM_WORDS = `birthday birthdays wedding weddings reception receptions bridal shower showers
  engagement networking conference conferences corporate holiday holidays christmas hanukkah chanukah
  thanksgiving friendsgiving kwanzaa easter mixer mixers meetup meetups social socials trivia costume
  costumes halloween masquerade tailgate tailgating sports mitzvah mitzvahs marathon marathons triathlon
  skating market markets bazaar winter festival festivals carnival concert concerts outdoor outdoors
  adventure hiking camping kayaking canoeing rafting snowshoeing cultural heritage diwali juneteenth
  oktoberfest quinceanera graduation`;

const DATE_WORDS = `monday tuesday wednesday thursday friday saturday sunday january february april
  august september october november december tomorrow tonight weekend weekends today next`;

const HOLIDAY_WORDS = `valentine valentines patricks memorial independence labor mothers fathers
  lunar chinese christmas halloween thanksgiving hanukkah kwanzaa diwali juneteenth easter`;

/** Every word the parser knows and a typo of which it corrects. */
export const QUERY_VOCABULARY: ReadonlySet<string> = new Set(
  [...CATEGORY_NAME_WORDS, ...`${CATEGORY_SYNONYM_WORDS} ${DATE_WORDS} ${HOLIDAY_WORDS}`.split(/\s+/)].filter(
    Boolean,
  ),
);

// Sorted once so a tie between two equally close words always resolves the same way.
const VOCABULARY_LIST = [...QUERY_VOCABULARY].sort();

/** Optimal string alignment distance (insertions, deletions, substitutions, adjacent swaps), capped. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How many edits a word of this length may hold: none under 5 letters, one up to 8, two from 9. */
function allowedEdits(word: string): number {
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

// Four-letter words ("next") forgive only two swapped letters ("nxet"), never a changed one ("nest").
function isShortSlip(word: string, target: string): boolean {
  if (word.length !== target.length) return false;
  const diff = [...word].flatMap((c, i) => (c === target[i] ? [] : [i]));
  const [i, j] = diff;
  return diff.length === 2 && j === i! + 1 && word[i!] === target[j] && word[j] === target[i!];
}

/** Common shortenings people type for vocabulary words. */
const SHORTHANDS: ReadonlyMap<string, string> = new Map([
  ['nxt', 'next'],
  ['wknd', 'weekend'],
  ['wkend', 'weekend'],
]);

/** Real words one slip away from a vocabulary word: they are meant as written. */
const LOOKALIKES: ReadonlySet<string> = new Set(
  `mixed mixes winner winners marker markers marked eastern showed shower concerto concertos sport
  weeding wedded bridle socially trivial markets todays nights spot spots`.split(/\s+/),
);

function isPlaceWord(word: string): boolean {
  if (isCityName(word) || isCityPrefix(word) || findNickname(word) || findStateCode(word)) return true;
  return geocodeUs(word)?.city.toLowerCase() === word;
}

/** Whether a lower-case word may be a typo at all: letters only, not a stop word, a look-alike or a place. */
export function isCorrectable(word: string): boolean {
  if (!/^[a-z]+$/.test(word) || STOP_WORDS.has(word) || LOOKALIKES.has(word)) return false;
  return !isPlaceWord(word);
}

/**
 * How many edits apart a typed word and a known word are when the typed one may be a slip of it,
 * else null: the first letter kept (a slip rarely hits it, and it keeps "brothers" from becoming
 * "mothers"), one edit from 5 letters, two from 9, and four-letter words only two swapped letters.
 */
export function slipDistance(word: string, target: string): number | null {
  if (target[0] !== word[0] || word === target) return null;
  if (target.length <= 4) return isShortSlip(word, target) ? 1 : null;
  const edits = allowedEdits(word);
  const distance = editDistance(word, target, edits);
  return distance <= edits ? distance : null;
}

/**
 * The vocabulary word a lower-case word was meant to be ('satruday' -> 'saturday'), or null when it is
 * already a known word, a stop word, a number, a place name or not close enough to exactly one best word.
 */
export function correctWord(word: string): string | null {
  if (!/^[a-z]+$/.test(word) || QUERY_VOCABULARY.has(word) || STOP_WORDS.has(word)) return null;
  if (LOOKALIKES.has(word)) return null;
  const shorthand = SHORTHANDS.get(word);
  if (shorthand) return shorthand;
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const target of VOCABULARY_LIST) {
    const distance = slipDistance(word, target);
    if (distance === null || distance >= bestDistance) continue;
    best = target;
    bestDistance = distance;
  }
  if (!best || isPlaceWord(word)) return null;
  return best;
}

/**
 * The text with each misspelt word replaced by the vocabulary word it was meant to be; the case of
 * the rest is kept. Runs before parsing, so a fixed typo reads exactly like the correct word.
 */
export function correctQuerySpelling(text: string): { text: string; corrections: [string, string][] } {
  const corrections: [string, string][] = [];
  const corrected = text.replace(/[A-Za-z]+/g, (raw) => {
    const fixed = correctWord(raw.toLowerCase());
    if (!fixed) return raw;
    corrections.push([raw.toLowerCase(), fixed]);
    return fixed;
  });
  return { text: corrected, corrections };
}

/** Categories whose names hold one of the text's (already corrected) words: 'festival' names the three festivals. */
export function findCategoriesNamedIn(text: string): EventCategory[] {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/));
  return ALL_EVENT_CATEGORIES.filter((category) =>
    category
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => word.length >= 4 && words.has(word)),
  );
}

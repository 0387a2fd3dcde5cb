/**
 * The one place the planner reaches the shared readers of category, date and place (the ones event
 * search uses). Everything the planner needs from them goes through this file, so switching them
 * is a change here only.
 */
import { TZDate } from '@date-fns/tz';
import { geocodeUs } from '../../../lib/geo/gazetteer.ts';
import { isCityName } from '../../../lib/understanding/places/names.ts';
import { understand } from '../../../lib/understanding/understand.ts';

/** A place as written ('Austin', region null) or a nickname spelled out ('New York', 'NY'). */
export type SharedPlacePhrase = { text: string; region: string | null };

/** What the shared readers find in a text: a category, a place phrase, a date range and the rest. */
export type SharedReading = {
  category: string | null;
  /** Whether a word of the category's own name says it ("birthday"), not only the words around it. */
  isCategoryNamed: boolean;
  /** How sure the classifier is of the category, 0 to 1. */
  categoryConfidence: number;
  place: SharedPlacePhrase | null;
  /** Start of the date range; the end is exclusive (null: open-ended). */
  from: Date | null;
  to: Date | null;
  /** How the date was said, for messages ("this weekend"). */
  dateLabel: string | null;
  text: string;
};

const BARE_DAY = /^(?:(?:on|for|by)\s+)?the\s+\d{1,2}(?:st|nd|rd|th)$/;

// The date parser reads 200 characters at a time; longer messages are read sentence by sentence.
const PARSE_CHUNK = 190;

function chunks(text: string): string[] {
  if (text.length <= PARSE_CHUNK) return [text];
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?\n;])\s+/)) {
    for (let i = 0; i < part.length; i += PARSE_CHUNK) out.push(part.slice(i, i + PARSE_CHUNK));
  }
  return out;
}

/** The shared readers over a message of any length: the first of each field wins. */
export function readShared(text: string, now: Date, timeZone: string): SharedReading {
  const merged: SharedReading = {
    category: null,
    isCategoryNamed: false,
    categoryConfidence: 0,
    place: null,
    from: null,
    to: null,
    dateLabel: null,
    text: '',
  };
  for (const chunk of chunks(text)) {
    const read = understand(chunk, { now, timeZone });
    if (!merged.category && read.category) {
      merged.category = read.category.value;
      merged.isCategoryNamed = read.category.mode === 'filter';
      merged.categoryConfidence = read.category.confidence;
    }
    merged.place ??= read.place ? { text: read.place.text, region: read.place.region } : null;
    // A day of the month alone ("actually the 18th") is the planner's own to place: in the month
    // of the day already planned or named, not the next 18th from today.
    const isBareDay = BARE_DAY.test(read.date?.span?.text ?? '');
    if (!merged.from && read.date?.from && !isBareDay) {
      merged.from = read.date.from;
      merged.to = read.date.to;
      merged.dateLabel = read.date.label;
    }
    merged.text = `${merged.text} ${read.text}`.trim();
  }
  return merged;
}

/** The place a phrase names, or null when the gazetteer does not know it. */
export function placeOfPhrase(phrase: SharedPlacePhrase) {
  return geocodeUs(phrase.region ? `${phrase.text}, ${phrase.region}` : phrase.text);
}

/** Whether a word is a city's name (so "for Austin" is a place, not a person). */
export const isPlaceName = (word: string): boolean => isCityName(word.toLowerCase());

/** The calendar day of an instant in a zone (month 1-12). */
export function dayIn(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const t = new TZDate(instant.getTime(), timeZone);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
}

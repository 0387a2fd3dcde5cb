import { findCityNear, geocodeUs, type Place } from '../../geo/gazetteer.ts';
import { slipDistance } from '../text/spelling.ts';
import { findCitySpelling, findStateCode, type PlacePhrase } from './names.ts';

const MIN_SLIP_POPULATION = 50_000;

/** The typed words are the known ones, or one slip from them. */
export const isSlip = (typed: string, known: string) =>
  typed === known || slipDistance(typed, known) !== null;

/**
 * A place phrase the gazetteer cannot find, read as the big US city it is one slip from
 * ("sacremento", "philadelphai", "san deigo", "pittsburg pa"), keeping its state; with a state named,
 * as the most populous town of that state one slip away ("charlote nc", "colombus ohio"), since the
 * state vouches for it. The phrase as it was when the gazetteer finds it or nothing is that close.
 */
export function correctPlaceSpelling(phrase: PlacePhrase | null): PlacePhrase | null {
  if (!phrase || /^\d{5}$/.test(phrase.text)) return phrase;
  const locate = (text: string) => geocodeUs(phrase.region ? `${text}, ${phrase.region}` : text);
  if (locate(phrase.text)) return phrase;
  const typed = phrase.text.toLowerCase();
  // A state named whole ("in minnesota") is the state, never a town one slip from its name (Minneota).
  if (phrase.region && findStateCode(typed) === phrase.region) return phrase;
  const whole = completeTownName(typed, locate);
  if (whole) return { text: whole, region: phrase.region };
  const city = findCitySpelling(typed, isSlip);
  if (city) return { text: city, region: phrase.region };
  // Without a state, only a town big enough to be known across the country ("sarasotta").
  const near = findCityNear(phrase.region, (name) => isSlip(typed, name), MIN_SLIP_POPULATION);
  return near ? { text: near, region: phrase.region } : phrase;
}

// The last word of a town's name that people leave off: "lake havasu" (City), "south padre" (Island),
// "hilton head" (Island), "west bloomfield" (Township).
const DROPPED_LAST_WORDS = ['city', 'island', 'township', 'beach', 'springs'];

/** The town a phrase of two or three words names once its usual last word is put back ("palm" alone stays). */
export function completeTownName(typed: string, locate: (text: string) => Place | null): string | null {
  const count = typed.split(' ').length;
  if (count < 2 || count > 3 || DROPPED_LAST_WORDS.includes(typed.split(' ').at(-1) ?? '')) return null;
  for (const word of DROPPED_LAST_WORDS) {
    const town = locate(`${typed} ${word}`);
    if (town?.city.toLowerCase() === `${typed} ${word}`) return town.city;
  }
  return null;
}

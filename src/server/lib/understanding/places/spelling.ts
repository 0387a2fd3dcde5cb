import { findCityNear, geocodeUs } from '../../geo/gazetteer.ts';
import { slipDistance } from '../text/spelling.ts';
import { findCitySpelling, findStateCode, type PlacePhrase } from './names.ts';

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
  if (geocodeUs(phrase.region ? `${phrase.text}, ${phrase.region}` : phrase.text)) return phrase;
  const typed = phrase.text.toLowerCase();
  // A state named whole ("in minnesota") is the state, never a town one slip from its name (Minneota).
  if (phrase.region && findStateCode(typed) === phrase.region) return phrase;
  const city = findCitySpelling(typed, isSlip);
  if (city) return { text: city, region: phrase.region };
  const inState = phrase.region ? findCityNear(phrase.region, (name) => isSlip(typed, name)) : null;
  return inState ? { text: inState, region: phrase.region } : phrase;
}

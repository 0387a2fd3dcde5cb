import { geocodeUs } from '../../geo/gazetteer.ts';
import { slipDistance } from '../text/spelling.ts';
import { findCitySpelling, type PlacePhrase } from './names.ts';

const isSlip = (typed: string, known: string) => typed === known || slipDistance(typed, known) !== null;

/**
 * A place phrase the gazetteer cannot find, read as the big US city it is one slip from
 * ("sacremento", "philadelphai", "san deigo", "pittsburg pa"), keeping its state; the phrase as it
 * was when the gazetteer finds it or no big city is that close.
 */
export function correctPlaceSpelling(phrase: PlacePhrase | null): PlacePhrase | null {
  if (!phrase || /^\d{5}$/.test(phrase.text)) return phrase;
  if (geocodeUs(phrase.region ? `${phrase.text}, ${phrase.region}` : phrase.text)) return phrase;
  const city = findCitySpelling(phrase.text.toLowerCase(), isSlip);
  return city ? { text: city, region: phrase.region } : phrase;
}

import { findPlace, geocodeUs, type Place } from '../geo/gazetteer.ts';

/** How closely a place fits the text: a ZIP centroid, a city, or only a city found by the fallback. */
export type GeocodePrecision = 'zip' | 'city' | 'fallback';
export type PlacedAddress = { place: Place; precision: GeocodePrecision };

// Unit designators with a number ("Suite 200", "Apt. 4B", "#12") say nothing about the town.
const UNIT_DESIGNATOR =
  /\b(?:suite|ste|apt|apartment|unit|room|rm|floor|bldg|building)\.?\s*#?\s*\d+[a-z]?\b/gi;
const HASH_NUMBER = /#\s*\d+[a-z]?\b/gi;
const BRACKETED = /\([^)]*\)|\[[^\]]*\]/g;

/** An address with units, bracketed notes and stray separators removed: what a geocoder should read. */
export function cleanAddress(text: string): string {
  return text
    .replace(BRACKETED, ' ')
    .replace(UNIT_DESIGNATOR, ' ')
    .replace(HASH_NUMBER, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/** Places an event's location text exactly (the cleaned text, then the text as written); null when unknown. */
export function placeEventLocation(text: string): Place | null {
  const cleaned = cleanAddress(text);
  return (cleaned ? geocodeUs(cleaned) : null) ?? (cleaned !== text ? geocodeUs(text) : null);
}

/**
 * The geocoding chain the event map uses: the cleaned address; then each of its
 * last comma-separated parts as a city in the United States. The gazetteer picks the most populous
 * place of a name, so a bare city needs no default state to get an answer.
 */
export function geocodeAddress(text: string): PlacedAddress | null {
  const exact = placeEventLocation(text);
  if (exact) return { place: exact, precision: precisionOf(exact) };
  const parts = cleanAddress(text)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts.slice(-3).reverse()) {
    const city = geocodeUs(`${part}, United States`);
    if (city) return { place: city, precision: 'fallback' };
  }
  return null;
}

// The gazetteer moves a place to its ZIP's centroid when the text has a ZIP inside the city.
function precisionOf(place: Place): GeocodePrecision {
  const city = findPlace(place.city, place.region);
  return city && city.lat === place.lat && city.lon === place.lon ? 'city' : 'zip';
}

import { DEFAULT_EVENT_CATEGORY, DEFAULT_RADIUS_MILES, normalizeCategory } from '#shared/constants.ts';
import type { InterpretedQuery, SearchReading } from '#shared/contracts/events.ts';
import { CHEAP_MAX_DOLLARS, formatDollars } from '#shared/lib/admission.ts';
import { type LatLon, placeAnswerOf } from '#shared/lib/geo.ts';
import { findStateCentre } from '../../lib/geo/gazetteer.ts';
import type { Circle } from '../../lib/geo/geo-sql.ts';
import type { VisitorLocation } from '../../lib/http/visitor-location.ts';
import { findStateCode, getStateName, type PlacePhrase } from '../../lib/understanding/places/names.ts';
import { geocodePlacePhrase } from '../../lib/understanding/places/phrase.ts';
import type { EventPriceReading } from '../../lib/understanding/price.ts';
import { findCategoriesNamedIn } from '../../lib/understanding/text/spelling.ts';
import { understand } from '../../lib/understanding/understand.ts';
import type { EventFilter } from './events-sql.ts';

/** How sure the classifier must be before a ranked reading adds its category's events. */
const WIDENING_CONFIDENCE = 0.5;

/** Near Me and a named place both mean 50 miles around a point. */
export const circleAround = (point: LatLon): Circle => ({
  lat: point.lat,
  lon: point.lon,
  radiusMiles: DEFAULT_RADIUS_MILES,
});

/** A category as asked: case-insensitive, unknown ones read as Other; blank means any. */
export const categoryFilterOf = (category: string | undefined) =>
  category ? normalizeCategory(category) : null;

export type SearchInput = {
  q: string;
  category?: string;
  ignoreLocation: boolean;
  dismiss?: readonly SearchReading[];
  /** Asked for outside the words (`free=true`, `maxPrice=`): wins over a price the words say. */
  free?: boolean;
  maxPrice?: number;
};

/** The price filter of a list or feed query: `free=true` and `maxPrice` (dollars) as EventFilter fields. */
export function priceFilterOf(query: {
  free?: boolean;
  maxPrice?: number;
}): Pick<EventFilter, 'isFree' | 'maxPriceCents'> {
  if (query.free) return { isFree: true };
  return query.maxPrice === undefined ? {} : { maxPriceCents: Math.round(query.maxPrice * 100) };
}

/** The chip of a price reading: what it says and what it keeps. */
function priceChipOf(reading: EventPriceReading): NonNullable<InterpretedQuery['price']> {
  if (reading.kind === 'free') {
    return { isFree: true, maxPrice: null, label: 'Free', meaning: 'Free admission only' };
  }
  const sum = formatDollars(Math.round(reading.maxPrice * 100));
  if (reading.kind === 'cheap') {
    return {
      isFree: false,
      maxPrice: reading.maxPrice,
      label: 'Cheap',
      meaning: `Free or ${formatDollars(CHEAP_MAX_DOLLARS * 100)} or less`,
    };
  }
  return {
    isFree: false,
    maxPrice: reading.maxPrice,
    label: `Under ${sum}`,
    meaning: `Free or ${sum} or less`,
  };
}

/** The price asked for outside the words, else the one the words say. */
function priceReadingOf(input: SearchInput, fromWords: EventPriceReading | null): EventPriceReading | null {
  if (input.free) return { kind: 'free' };
  if (input.maxPrice !== undefined) return { kind: 'max', maxPrice: input.maxPrice };
  return fromWords;
}

/**
 * A state named alone ("concerts in texas", "fall foliage in the berkshires"), which the gazetteer
 * places as no town: searched as the state's events, and shown as the state.
 */
function stateOf(phrase: PlacePhrase | null): InterpretedQuery['place'] {
  if (!phrase?.region || findStateCode(phrase.text.toLowerCase()) !== phrase.region) return null;
  const centre = findStateCentre(phrase.region);
  if (!centre) return null;
  const label = getStateName(phrase.region) ?? phrase.region;
  return { label, city: '', region: phrase.region, latitude: centre.lat, longitude: centre.lon };
}

/**
 * Reads a search into filters, in the visitor's time zone: an explicit category wins over one in the
 * words (a misspelt category word counts, 'concrt'); a named place replaces Near Me; a place the
 * gazetteer cannot find stays in the free text. A category read only from words that may be a name
 * ("thanksgiving") does not filter: events saying the words match, and so do the category's events,
 * ranked after them. A price (`free`, `maxPrice` or the words) keeps events known to cost that little;
 * those whose price is not listed never match. Dismissed readings are not applied.
 */
export function interpretSearch(
  input: SearchInput,
  visitor: VisitorLocation,
  now: Date,
): { filter: EventFilter; interpreted: InterpretedQuery } {
  const { q, category: explicitCategory, ignoreLocation, dismiss = [] } = input;
  const read = understand(q, { now, timeZone: visitor.timeZone, dismissed: dismiss });
  const price = priceReadingOf(input, read.price);
  const place = geocodePlacePhrase(read.place);
  const state = place ? null : stateOf(read.place);
  const lostPlace = read.place && !place && !state ? read.place.text.toLowerCase() : '';
  const text = [read.text, lostPlace].filter(Boolean).join(' ').trim();
  const explicit = categoryFilterOf(explicitCategory);
  const category = explicit ?? read.category?.value ?? null;
  const isRanked = !explicit && read.category?.mode === 'rank' && text !== '';
  const near = place ? circleAround(place) : ignoreLocation || state ? undefined : circleAround(visitor);
  const namedCategories = text && !dismiss.includes('category') ? findCategoriesNamedIn(text) : [];
  // A ranked reading also brings its category's events, after those saying the words ("live music"
  // finds concerts that never say it), when the classifier is at least half sure. Never Social:
  // events get it when their host picks no category, so its events share no kind, and "trivia"
  // or a "brunch" feed must not list every meetup.
  const addsItsEvents =
    isRanked &&
    category !== null &&
    category !== DEFAULT_EVENT_CATEGORY &&
    (read.category?.confidence ?? 0) >= WIDENING_CONFIDENCE;
  const filter: EventFilter = {
    category: isRanked ? null : category,
    near,
    ...(state ? { region: state.region } : {}),
    from: read.date?.from ?? null,
    to: read.date?.to ?? null,
    text: text || undefined,
    fuzzyCategories: addsItsEvents ? [...new Set([...namedCategories, category])] : namedCategories,
    rankCategory: isRanked ? category : null,
    ...(price ? priceFilterOf(price.kind === 'free' ? { free: true } : { maxPrice: price.maxPrice }) : {}),
  };
  const interpreted: InterpretedQuery = {
    category,
    place: place ? placeAnswerOf(place) : state,
    from: read.date?.from.toISOString() ?? null,
    to: read.date?.to?.toISOString() ?? null,
    dateLabel: read.date?.label ?? null,
    text,
    categoryMode: isRanked ? 'rank' : 'filter',
    dismissed: [...dismiss],
    corrections: read.corrections.map(([typed, readAs]) => ({ typed, readAs })),
    price: price ? priceChipOf(price) : null,
  };
  return { filter, interpreted };
}

import { DEFAULT_RADIUS_MILES, normalizeCategory } from '#shared/constants.ts';
import type { InterpretedQuery, SearchReading } from '#shared/contracts/events.ts';
import { formatPlace, type LatLon } from '#shared/lib/geo.ts';
import type { Circle } from '../../lib/geo/geo-sql.ts';
import type { VisitorLocation } from '../../lib/http/visitor-location.ts';
import { parseEventQuery } from '../../lib/query/parse-event-query.ts';
import { geocodePlacePhrase } from '../../lib/query/place-phrase.ts';
import { findCategoriesNamedIn } from '../../lib/query/spelling.ts';
import type { EventFilter } from './events-sql.ts';

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
};

/**
 * Reads a search into filters, in the visitor's time zone: an explicit category wins over one in the
 * words (a misspelt category word counts, 'concrt'); a named place replaces Near Me; a place the
 * gazetteer cannot find stays in the free text. A category read only from words that may be a name
 * ("thanksgiving") does not filter: events saying the words match, and so do the category's events,
 * ranked after them. Dismissed readings are not applied.
 */
export function interpretSearch(
  { q, category: explicitCategory, ignoreLocation, dismiss = [] }: SearchInput,
  visitor: VisitorLocation,
  now: Date,
): { filter: EventFilter; interpreted: InterpretedQuery } {
  const parsed = parseEventQuery(q, { now, timeZone: visitor.timeZone, dismissed: dismiss });
  const place = geocodePlacePhrase(parsed.place);
  const lostPlace = parsed.place && !place ? parsed.place.text.toLowerCase() : '';
  const text = [parsed.text, lostPlace].filter(Boolean).join(' ').trim();
  const explicit = categoryFilterOf(explicitCategory);
  const category = explicit ?? parsed.category;
  const isRanked = !explicit && parsed.category !== null && parsed.isCategoryNarrowed && text !== '';
  const near = place ? circleAround(place) : ignoreLocation ? undefined : circleAround(visitor);
  const namedCategories = text && !dismiss.includes('category') ? findCategoriesNamedIn(text) : [];
  const filter: EventFilter = {
    category: isRanked ? null : category,
    near,
    from: parsed.from,
    to: parsed.to,
    text: text || undefined,
    fuzzyCategories: isRanked && category ? [...new Set([...namedCategories, category])] : namedCategories,
    rankCategory: isRanked ? category : null,
  };
  const interpreted: InterpretedQuery = {
    category,
    place: place
      ? { label: formatPlace(place), city: place.city, region: place.region, lat: place.lat, lon: place.lon }
      : null,
    from: parsed.from?.toISOString() ?? null,
    to: parsed.to?.toISOString() ?? null,
    dateLabel: parsed.dateLabel,
    text,
    categoryMode: isRanked ? 'rank' : 'filter',
    dismissed: [...dismiss],
    corrections: parsed.corrections.map(([typed, readAs]) => ({ typed, readAs })),
  };
  return { filter, interpreted };
}

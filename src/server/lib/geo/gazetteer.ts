import { haversineMiles } from '#shared/lib/geo.ts';
import {
  buildCityIndex,
  buildPrefixIndex,
  type CityIndex,
  findBestIndex,
  findLowerBound,
  findNearestIndex,
  type PrefixIndex,
} from './city-index.ts';
import { type LocationQuery, parseLocationQuery } from './location-query.ts';
import { CITY_ALIASES, normalizeText, toCityKey } from './place-text.ts';
import { isUsTimeZone, lookupTimeZone } from './time-zone.ts';
import { findStateCode, getStateName } from './us-states.ts';
import { loadZipTable, type ZipRecord, type ZipTable } from './zip-data.ts';

/** A US city or town from the offline gazetteer (GeoNames places of 1,000+ people, USPS ZIP codes). */
export type Place = {
  city: string;
  /** State code, 'TX'. */
  region: string;
  regionName: string;
  country: 'United States';
  lat: number;
  lon: number;
  /** IANA zone, 'America/Chicago'. */
  timeZone: string;
  /** 0 when only a ZIP code placed it. */
  population: number;
};

/** Stockton, CA as the gazetteer has it (a test keeps the two equal); fixed here so importing loads nothing. */
export const DEFAULT_PLACE: Readonly<Place> = Object.freeze({
  city: 'Stockton',
  region: 'CA',
  regionName: 'California',
  country: 'United States',
  lat: 37.9577,
  lon: -121.29078,
  timeZone: 'America/Los_Angeles',
  population: 305658,
});

// Loaded on first use (~100 ms, ~2 MB of heap); ZIPs and the type-ahead index separately, when first needed.
let cityIndex: CityIndex | undefined;
let prefixIndex: PrefixIndex | undefined;
let zipTable: ZipTable | undefined;
const getCities = () => (cityIndex ??= buildCityIndex());
const getPrefixIndex = () => (prefixIndex ??= buildPrefixIndex(getCities()));
const getZips = () => (zipTable ??= loadZipTable());

/** Loads the city data now rather than on the first request (ZIPs and type-ahead stay lazy). */
export function preloadGazetteer(): void {
  getCities();
}

// A ZIP's centroid replaces the city's point only when it is plausibly inside that city.
const MAX_ZIP_TO_CITY_MILES = 40;
const MAX_CITY_WORDS = 6;

/**
 * Places a free-form US location: "Austin, TX", "Austin Texas", "123 Main St, Austin, TX 78701",
 * "94103", "NYC", "St. Louis". A city alone is the most populous of that name; a state narrows it.
 * Null when nothing plausible matches (a foreign place, a city not in the given state, noise).
 */
export function geocodeUs(query: string): Place | null {
  const parsed = parseLocationQuery(query);
  const cities = getCities();
  const cityIndex = parsed.alias
    ? findBestIndex(cities, toCityKey(parsed.alias.city), parsed.alias.region)
    : findCityInQuery(cities, parsed);
  const zip = parsed.zip ? getZips().find(parsed.zip) : undefined;
  if (cityIndex >= 0) {
    const city = toPlace(cities, cityIndex);
    const isZipInCity =
      zip && zip.region === city.region && haversineMiles(zip, city) <= MAX_ZIP_TO_CITY_MILES;
    return isZipInCity
      ? { ...city, lat: zip.lat, lon: zip.lon, timeZone: timeZoneAt(zip.lat, zip.lon) }
      : city;
  }
  if (zip && (!parsed.region || parsed.region === zip.region)) return placeZip(cities, zip);
  return null;
}

function findCityInQuery(cities: CityIndex, { parts, region }: LocationQuery): number {
  // A state on its own ("New York") names its namesake city, if it has one.
  if (parts.length === 0 && region)
    return findBestIndex(cities, toCityKey(getStateName(region) ?? ''), region);
  // With a state, the city may sit before a county or neighbourhood part; without one, only the last part counts.
  for (const words of parts.slice(region ? -3 : -1).reverse()) {
    const found = findCityAtEnd(cities, words, region);
    if (found >= 0) return found;
  }
  return -1;
}

/** The longest run of trailing words naming a city: "500 market st san francisco" -> San Francisco. */
function findCityAtEnd(cities: CityIndex, words: readonly string[], region?: string): number {
  for (let count = Math.min(MAX_CITY_WORDS, words.length); count > 0; count--) {
    const text = words.slice(-count).join(' ');
    const alias = CITY_ALIASES.get(text);
    const found =
      alias && (!region || region === alias.region)
        ? findBestIndex(cities, toCityKey(alias.city), alias.region)
        : findBestIndex(cities, toCityKey(text), region);
    if (found >= 0) return found;
  }
  return -1;
}

function placeZip(cities: CityIndex, zip: ZipRecord): Place {
  // Unique ZIPs of firms carry the firm's name ("At&t", "Shell Oil Box 150"); name the nearest town instead.
  const isFirm = /[\d&/]|\b(firms?|box|co|inc|corp|company)\b/i.test(zip.city);
  const sameName = (cities.byKey.get(toCityKey(zip.city)) ?? []).filter(
    (i) =>
      cities.regions[i] === zip.region && haversineMiles(zip, toPoint(cities, i)) <= MAX_ZIP_TO_CITY_MILES,
  );
  const town = isFirm
    ? findNearestIndex(cities, zip.lat, zip.lon, (i) => cities.regions[i] === zip.region)
    : (sameName[0] ?? -1);
  return {
    city: town >= 0 ? cities.names[town]! : zip.city,
    region: zip.region,
    regionName: getStateName(zip.region) ?? zip.region,
    country: 'United States',
    lat: zip.lat,
    lon: zip.lon,
    timeZone: timeZoneAt(zip.lat, zip.lon),
    population: town >= 0 ? cities.populations[town]! : 0,
  };
}

/**
 * Type-ahead for a location field: places whose name starts with `prefix`, most populous first
 * ("aus" -> Austin, TX). "san francisco, c" or "austin tx" narrow by state.
 */
export function suggestPlaces(prefix: string, limit = 8): Place[] {
  const [cityText = '', stateText] = prefix.split(',', 2);
  const text = normalizeText(cityText);
  if (!text || limit <= 0) return [];
  const cities = getCities();
  const state = stateText === undefined ? undefined : normalizeText(stateText);
  let found = collectByPrefix(cities, text, limit, state);
  const words = text.split(' ');
  if (found.length === 0 && state === undefined && words.length > 1) {
    found = collectByPrefix(cities, words.slice(0, -1).join(' '), limit, words.at(-1));
  }
  return found.map((i) => toPlace(cities, i));
}

function collectByPrefix(cities: CityIndex, text: string, limit: number, state?: string): number[] {
  const { keys, places } = getPrefixIndex();
  const isInState = (i: number) => {
    const region = cities.regions[i]!;
    return (
      !state || region.toLowerCase() === state || normalizeText(getStateName(region) ?? '').startsWith(state)
    );
  };
  const best: number[] = [];
  for (let at = findLowerBound(keys, text); at < keys.length && keys[at]!.startsWith(text); at++) {
    const i = places[at]!;
    const rank = cities.ranks[i]!;
    if (best.includes(i) || (best.length === limit && rank <= cities.ranks[best.at(-1)!]!) || !isInState(i))
      continue;
    const position = best.findIndex((j) => cities.ranks[j]! < rank);
    best.splice(position < 0 ? best.length : position, 0, i);
    if (best.length > limit) best.pop();
  }
  return best;
}

/**
 * The city of a state (or, with `region` null, of any state with at least `minPopulation` people)
 * whose lower-case name passes `isNear` (a spelling check), the most populous when several do
 * ("charlote" in NC is Charlotte); null when none does.
 */
export function findCityNear(
  region: string | null,
  isNear: (name: string) => boolean,
  minPopulation = 0,
): string | null {
  const cities = getCities();
  let best = -1;
  for (let i = 0; i < cities.names.length; i++) {
    if (region ? cities.regions[i] !== region : cities.populations[i]! < minPopulation) continue;
    if (best >= 0 && cities.ranks[i]! <= cities.ranks[best]!) continue;
    if (isNear(cities.names[i]!.toLowerCase())) best = i;
  }
  return best >= 0 ? cities.names[best]! : null;
}

/** Where a state's people live on average (its towns weighted by population), for a map of the state. */
export function findStateCentre(region: string): { lat: number; lon: number } | null {
  const cities = getCities();
  let [lat, lon, people] = [0, 0, 0];
  for (let i = 0; i < cities.names.length; i++) {
    if (cities.regions[i] !== region) continue;
    const weight = cities.populations[i]!;
    [lat, lon, people] = [lat + cities.lats[i]! * weight, lon + cities.lons[i]! * weight, people + weight];
  }
  return people > 0 ? { lat: lat / people, lon: lon / people } : null;
}

/** The place named `city` in `region` (a state code or name); spelling, accents and St./Saint are forgiven. */
export function findPlace(city: string, region: string): Place | null {
  const code = findStateCode(normalizeText(region));
  if (!code) return null;
  const cities = getCities();
  const text = normalizeText(city);
  const alias = CITY_ALIASES.get(text);
  const direct = findBestIndex(cities, toCityKey(text), code);
  const found =
    direct < 0 && alias?.region === code ? findBestIndex(cities, toCityKey(alias.city), code) : direct;
  return found >= 0 ? toPlace(cities, found) : null;
}

/**
 * The IANA time zone at a US point. Where the coarse zone borders put a border town in Canada or
 * Mexico, or a coastal point at sea, the nearest US place's zone answers.
 */
export function timeZoneAt(lat: number, lon: number): string {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw new RangeError(`Not a point on Earth: ${lat}, ${lon}`);
  }
  const zone = lookupTimeZone(lat, lon);
  if (zone && isUsTimeZone(zone)) return zone;
  const cities = getCities();
  return cities.timeZones[findNearestIndex(cities, lat, lon)]!;
}

function toPoint(cities: CityIndex, i: number) {
  return { lat: cities.lats[i]!, lon: cities.lons[i]! };
}

function toPlace(cities: CityIndex, i: number): Place {
  const region = cities.regions[i]!;
  return {
    city: cities.names[i]!,
    region,
    regionName: getStateName(region) ?? region,
    country: 'United States',
    ...toPoint(cities, i),
    timeZone: cities.timeZones[i]!,
    population: cities.populations[i]!,
  };
}

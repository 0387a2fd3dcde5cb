import { type CityColumns, loadCityColumns } from './city-data.ts';
import { CITY_ALIASES, listNameSpellings, toCityKey } from './place-text.ts';
import { isUsTimeZone, lookupTimeZone } from './time-zone.ts';

/** The loaded gazetteer: city columns plus the lookups built over them. Places are referred to by index. */
export type CityIndex = CityColumns & {
  timeZones: string[];
  /** Ranking weight: population, with sections of a city (Hollywood, CA) counted at a tenth. */
  ranks: Float64Array;
  /** Place indexes by city key ("st louis"), best ranked first. */
  byKey: Map<string, number[]>;
};

export function buildCityIndex(): CityIndex {
  const columns = loadCityColumns();
  const count = columns.names.length;
  const ranks = Float64Array.from(columns.populations, (population, i) =>
    columns.sections[i] ? population / 10 : population,
  );
  const byKey = new Map<string, number[]>();
  for (let i = 0; i < count; i++) {
    const key = toCityKey(columns.names[i]!);
    const list = byKey.get(key);
    if (list) list.push(i);
    else byKey.set(key, [i]);
  }
  for (const list of byKey.values()) list.sort((a, b) => ranks[b]! - ranks[a]!);
  const index = { ...columns, ranks, byKey, timeZones: [] as string[] };
  index.timeZones = resolveTimeZones(index);
  return index;
}

/** Each place's zone; where tz-lookup's coarse borders answer a foreign zone, the nearest US place's. */
function resolveTimeZones(index: CityIndex): string[] {
  const zones = Array.from(index.names, (_, i) => lookupTimeZone(index.lats[i]!, index.lons[i]!) ?? '');
  const isUs = zones.map(isUsTimeZone);
  return zones.map((zone, i) => {
    if (isUs[i]) return zone;
    const nearest = findNearestIndex(index, index.lats[i]!, index.lons[i]!, (j) => isUs[j]!);
    return zones[nearest] ?? 'America/New_York';
  });
}

/** The best-ranked place with this city key, in `region` when given, or -1. */
export function findBestIndex(index: CityIndex, key: string, region?: string): number {
  const list = index.byKey.get(key);
  if (!list) return -1;
  return region ? (list.find((i) => index.regions[i] === region) ?? -1) : (list[0] ?? -1);
}

/** The place nearest to a point among those `isEligible` accepts (all by default), or -1. */
export function findNearestIndex(
  index: CityIndex,
  lat: number,
  lon: number,
  isEligible: (i: number) => boolean = () => true,
): number {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < index.lats.length; i++) {
    const dLat = index.lats[i]! - lat;
    const rawDLon = Math.abs(index.lons[i]! - lon);
    // Folded across the antimeridian (the Aleutians).
    const dLon = rawDLon > 180 ? 360 - rawDLon : rawDLon;
    const distance = dLat * dLat + dLon * cosLat * (dLon * cosLat);
    if (distance < bestDistance && isEligible(i)) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** Sorted spellings of every name (and nickname) for type-ahead, each with its place index. */
export type PrefixIndex = { keys: string[]; places: Int32Array };

export function buildPrefixIndex(index: CityIndex): PrefixIndex {
  // "spelling\0index" strings sort natively (much faster than a comparator) and "\0" sorts before
  // any letter, so every spelling still precedes the longer ones it is a prefix of.
  const entries: string[] = [];
  index.names.forEach((name, i) => {
    for (const spelling of listNameSpellings(name)) entries.push(`${spelling}\0${i}`);
  });
  for (const [alias, { city, region }] of CITY_ALIASES) {
    const i = findBestIndex(index, toCityKey(city), region);
    if (i >= 0) entries.push(`${alias}\0${i}`);
  }
  entries.sort();
  const separators = entries.map((entry) => entry.indexOf('\0'));
  return {
    keys: entries.map((entry, at) => entry.slice(0, separators[at])),
    places: Int32Array.from(entries, (entry, at) => Number(entry.slice(separators[at]! + 1))),
  };
}

/** The first position in `keys` whose key is >= `text`. */
export function findLowerBound(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

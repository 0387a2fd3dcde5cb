import { normalizeCategory } from '#shared/constants.ts';
import { haversineMiles } from '#shared/lib/geo.ts';
import { findPlace } from '../../lib/geo/gazetteer.ts';
import { ALMANAC } from './almanac.data.ts';
import { nextOccurrence } from './date-rule.ts';
import type { DiscoverySource, FoundEvent } from './discovery-source.ts';

type PlacedEntry = { entry: (typeof ALMANAC)[number]; lat: number; lon: number; timeZone: string };

let placed: PlacedEntry[] | null = null;
/** Each almanac city through the gazetteer once per process. */
function placedEntries(): PlacedEntry[] {
  placed ??= ALMANAC.flatMap((entry) => {
    const place = findPlace(entry[1], entry[2]);
    return place ? [{ entry, lat: place.lat, lon: place.lon, timeZone: place.timeZone }] : [];
  });
  return placed;
}

/** The built-in almanac of annual public events, each expanded to its next date. */
/** An entry whose own text says it is free ("the free Independence Day concert"); "Free Press" is a name. */
const SAYS_FREE = /(?<![-\w])free(?![-\w])/;

export function createAlmanacSource(): DiscoverySource {
  return {
    name: 'almanac',
    async find({ center, radiusMiles, now }) {
      const found: FoundEvent[] = [];
      for (const { entry, lat, lon, timeZone } of placedEntries()) {
        if (haversineMiles(center, { lat, lon }) > radiusMiles) continue;
        const [title, city, region, venue, category, rule, hour, description] = entry;
        const date = nextOccurrence(rule, hour, timeZone, now);
        if (!date) continue;
        found.push({
          key: `almanac:${title}:${date.toISOString().slice(0, 10)}`,
          title,
          description: `${description} Usually held ${describeRule(rule)}.`,
          category: normalizeCategory(category),
          date,
          timeZone,
          location: `${venue}, ${city}, ${region}`,
          city,
          region,
          latitude: lat,
          longitude: lon,
          source: 'almanac',
          url: null,
          ...(SAYS_FREE.test(description) ? { admission: 'free' as const } : {}),
        });
      }
      return found;
    },
  };
}

const ORDINALS: Record<string, string> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '5': 'fifth',
  last: 'last',
};
const NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
  jan: 'January',
  feb: 'February',
  mar: 'March',
  apr: 'April',
  may: 'May',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};

/** "3 Mon Apr" as "on the third Monday of April"; "Jul 4" as "on July 4". */
function describeRule(rule: string): string {
  const parts = rule.toLowerCase().split(/\s+/);
  if (parts.length === 2) return `on ${NAMES[parts[0]!]} ${parts[1]}`;
  return `on the ${ORDINALS[parts[0]!]} ${NAMES[parts[1]!]} of ${NAMES[parts[2]!]}`;
}

import { DEFAULT_PLACE, findPlace, timeZoneAt } from '../geo/gazetteer.ts';
import { locateIp } from '../geo/ip-location.ts';

/** Where a visitor is: their IP's US city, or the configured default place. */
export type VisitorLocation = {
  city: string;
  region: string;
  country: 'United States';
  lat: number;
  lon: number;
  timeZone: string;
};

/** The operator's default place (DEFAULT_CITY, DEFAULT_REGION); Stockton, CA when that names no place. */
export function resolveDefaultLocation(city: string, region: string): VisitorLocation {
  const place = findPlace(city, region) ?? DEFAULT_PLACE;
  return {
    city: place.city,
    region: place.region,
    country: 'United States',
    lat: place.lat,
    lon: place.lon,
    timeZone: place.timeZone,
  };
}

/**
 * The visitor's location from `request.ip` (which honours X-Forwarded-For only with TRUST_PROXY).
 * Loopback, private and unplaceable addresses get the default place.
 */
export function resolveVisitorLocation(ip: string, fallback: VisitorLocation): VisitorLocation {
  let found: ReturnType<typeof locateIp> = null;
  try {
    found = locateIp(ip);
  } catch {
    // A missing or corrupt IP database must not break browsing: the default place answers.
    found = null;
  }
  if (!found) return fallback;
  return { ...found, timeZone: timeZoneAt(found.lat, found.lon) };
}

/** The public shape of a location (the API's `userLocation`). */
export function toPublicLocation(location: VisitorLocation) {
  const { city, region, country, lat, lon } = location;
  return { city, region, country, lat, lon };
}

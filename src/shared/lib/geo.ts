/** A point on the Earth in decimal degrees (WGS 84). */
export type LatLon = { lat: number; lon: number };

/** Inclusive latitude/longitude ranges, in degrees. */
export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

/** Mean Earth radius in statute miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.7613;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in miles between two points (haversine formula). */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every point within `radiusMiles` of `center`, for a cheap
 * pre-filter (`lat BETWEEN … AND lon BETWEEN …`) before an exact `haversineMiles` check.
 * Near a pole, or when the circle crosses the antimeridian (the western Aleutians), the box widens to
 * every longitude, so it never wraps (minLon is always <= maxLon).
 * Method: http://janmatuschek.de/LatitudeLongitudeBoundingCoordinates
 */
export function boundingBox(center: LatLon, radiusMiles: number): BoundingBox {
  const angular = Math.max(0, radiusMiles) / EARTH_RADIUS_MILES;
  const lat = toRadians(center.lat);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  if (maxLat >= Math.PI / 2 || minLat <= -Math.PI / 2) {
    return {
      minLat: toDegrees(Math.max(minLat, -Math.PI / 2)),
      maxLat: toDegrees(Math.min(maxLat, Math.PI / 2)),
      minLon: -180,
      maxLon: 180,
    };
  }
  const dLon = toDegrees(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat))));
  const minLon = center.lon - dLon;
  const maxLon = center.lon + dLon;
  const wraps = minLon < -180 || maxLon > 180;
  return {
    minLat: toDegrees(minLat),
    maxLat: toDegrees(maxLat),
    minLon: wraps ? -180 : minLon,
    maxLon: wraps ? 180 : maxLon,
  };
}

/** 'Austin, TX' from a city and a state code; either part may be missing. */
export function formatPlace(place: { city?: string | null; region?: string | null }): string {
  return [place.city?.trim(), place.region?.trim()].filter(Boolean).join(', ');
}

/**
 * A place as the API answers it ('Austin, TX', its city, state and point), in the field names every
 * feature uses (latitude/longitude), from the gazetteer's lat/lon.
 */
export function placeAnswerOf(place: { city: string; region: string; lat: number; lon: number }) {
  return {
    label: formatPlace(place),
    city: place.city,
    region: place.region,
    latitude: place.lat,
    longitude: place.lon,
  };
}

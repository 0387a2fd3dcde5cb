import { and, between, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boundingBox, EARTH_RADIUS_MILES, type LatLon } from '#shared/lib/geo.ts';

export type Circle = LatLon & { radiusMiles: number };

/** Great-circle miles from a row's point to `center` (haversine, same formula as haversineMiles). */
export function distanceMilesSql(lat: AnyPgColumn, lon: AnyPgColumn, center: LatLon): SQL<number> {
  const cLat = sql`${center.lat}::float8`;
  const cLon = sql`${center.lon}::float8`;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${cLat}) / 2), 2)
    + cos(radians(${cLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${cLon}) / 2), 2)))))`;
}

/**
 * Rows within the circle: a latitude/longitude box first, which the (latitude, longitude) index
 * answers, then the exact haversine distance on what is left.
 */
export function withinCircleSql(lat: AnyPgColumn, lon: AnyPgColumn, circle: Circle): SQL {
  const box = boundingBox(circle, circle.radiusMiles);
  return and(
    between(lat, box.minLat, box.maxLat),
    between(lon, box.minLon, box.maxLon),
    sql`${distanceMilesSql(lat, lon, circle)} <= ${circle.radiusMiles}::float8`,
  ) as SQL;
}

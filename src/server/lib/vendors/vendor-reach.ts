import { and, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_RADIUS_MILES } from '#shared/constants.ts';
import { boundingBox, type LatLon } from '#shared/lib/geo.ts';
import type { DbExecutor } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { distanceMilesSql } from '../geo/geo-sql.ts';

/** Miles a vendor travels: its own figure, or the default radius when it gave none. */
export const vendorReachMilesSql = sql`coalesce(${vendors.travelDistance}, ${DEFAULT_RADIUS_MILES})`;

/** The farthest any vendor travels (from vendors_travel_distance_idx), at least the default radius. */
export async function findMaxVendorReachMiles(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${vendors.travelDistance})` }).from(vendors);
  return Math.max(Number(row?.max ?? 0), DEFAULT_RADIUS_MILES);
}

/**
 * Vendors who travel to `point`: a box of the farthest reach (`maxReachMiles`), which the
 * (latitude, longitude) index answers, then the exact distance against each vendor's own reach.
 */
export function vendorServesPointSql(point: LatLon, maxReachMiles: number): SQL {
  const box = boundingBox(point, maxReachMiles);
  return and(
    sql`${vendors.latitude} between ${box.minLat} and ${box.maxLat}`,
    sql`${vendors.longitude} between ${box.minLon} and ${box.maxLon}`,
    sql`${distanceMilesSql(vendors.latitude, vendors.longitude, point)} <= ${vendorReachMilesSql}`,
  ) as SQL;
}

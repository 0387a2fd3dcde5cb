import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { VendorCategory } from '#shared/constants.ts';
import type { RecommendedVendor } from '#shared/contracts/events.ts';
import type { LatLon } from '#shared/lib/geo.ts';
import type { Database } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { distanceMilesSql } from '../../lib/geo/geo-sql.ts';
import type { VendorFit } from '../../lib/vendors/suited-vendors.ts';
import { findMaxVendorReachMiles, vendorServesPointSql } from '../../lib/vendors/vendor-reach.ts';

export type VendorSearch = {
  /** Where the event is: only vendors whose travel distance reaches it are suggested. */
  point: LatLon;
  /** How well each trade fits the event (vendorFitFor); trades not in it fit 0. */
  fit: ReadonlyMap<VendorCategory, VendorFit>;
  limit: number;
};

function fitSql(fit: ReadonlyMap<VendorCategory, VendorFit>): SQL {
  if (fit.size === 0) return sql`0`;
  const arms = [...fit].map(([trade, score]) => sql`when ${trade}::text then ${score}::int`);
  return sql`(case ${vendors.category} ${sql.join(arms, sql` `)} else 0 end)`;
}

export function createRecommendedVendorsRepository(db: Database) {
  return {
    /**
     * Vendors who travel to the event (its distance within their travel distance, 50 miles when
     * unset): the best-fitting trade first, then verified, then best rated, then nearest.
     */
    async findForEvent({ point, fit, limit }: VendorSearch): Promise<RecommendedVendor[]> {
      const rows = await db
        .select({
          id: vendors.id,
          name: vendors.name,
          category: vendors.category,
          description: vendors.description,
          location: vendors.location,
          city: vendors.city,
          region: vendors.region,
          verified: vendors.verified,
          logo: vendors.logo,
          image: vendors.image,
          averageRating: vendors.averageRating,
          reviewCount: vendors.reviewCount,
        })
        .from(vendors)
        .where(vendorServesPointSql(point, await findMaxVendorReachMiles(db)))
        .orderBy(
          sql`${fitSql(fit)} desc`,
          desc(vendors.verified),
          sql`${vendors.averageRating} desc nulls last`,
          asc(distanceMilesSql(vendors.latitude, vendors.longitude, point)),
          asc(vendors.id),
        )
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        averageRating: row.averageRating === null ? null : Math.round(Number(row.averageRating) * 10) / 10,
      }));
    },
  };
}
export type RecommendedVendorsRepository = ReturnType<typeof createRecommendedVendorsRepository>;

import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RecommendedVendor } from '#shared/contracts/events.ts';
import type { Database } from '../../db/client.ts';
import { vendorReviews, vendors } from '../../db/schema.ts';
import { type Circle, distanceMilesSql, withinCircleSql } from '../../lib/geo/geo-sql.ts';

export type VendorSearch = {
  /** The area: a circle around the event, or its state when it has no coordinates. */
  area: { circle: Circle } | { region: string };
  /** Preferred categories; others nearby fill the remaining places. */
  categories: readonly string[];
  limit: number;
};

// Drizzle leaves column names unqualified in a one-table select, so the outer vendor is named in full.
const ofThisVendor = sql`from ${vendorReviews} where ${vendorReviews.vendorId} = ${vendors}.${sql.identifier('id')}`;

export function createRecommendedVendorsRepository(db: Database) {
  return {
    /** Vendors in the area, suitable categories first, then nearest first. */
    async findForEvent({ area, categories, limit }: VendorSearch): Promise<RecommendedVendor[]> {
      const inArea =
        'circle' in area
          ? withinCircleSql(vendors.latitude, vendors.longitude, area.circle)
          : eq(vendors.region, area.region);
      const order: SQL[] = [];
      if (categories.length > 0) {
        order.push(sql`case when ${inArray(vendors.category, [...categories])} then 0 else 1 end`);
      }
      if ('circle' in area)
        order.push(asc(distanceMilesSql(vendors.latitude, vendors.longitude, area.circle)));
      order.push(desc(vendors.verified), asc(vendors.id));
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
          averageRating: sql<number | null>`(select avg(${vendorReviews.rating})::float8 ${ofThisVendor})`,
          reviewCount: sql<number>`(select count(*)::int ${ofThisVendor})`,
        })
        .from(vendors)
        .where(inArea)
        .orderBy(...order)
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        averageRating: row.averageRating === null ? null : Math.round(Number(row.averageRating) * 10) / 10,
        reviewCount: Number(row.reviewCount),
      }));
    },
  };
}
export type RecommendedVendorsRepository = ReturnType<typeof createRecommendedVendorsRepository>;

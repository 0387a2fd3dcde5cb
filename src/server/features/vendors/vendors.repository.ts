import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_RADIUS_MILES } from '#shared/constants.ts';
import type { VendorService, VendorSummary } from '#shared/contracts/vendors.ts';
import { boundingBox, type LatLon } from '#shared/lib/geo.ts';
import type { Database } from '../../db/client.ts';
import { users, vendorFavorites, vendorServices, vendors } from '../../db/schema.ts';
import { distanceMilesSql } from '../../lib/geo/geo-sql.ts';
import { badgesOf, roundRating } from './vendor-badges.ts';

export type VendorFilter = {
  category?: string;
  /** Near Me: only vendors whose travel distance reaches this point. */
  servesPoint?: LatLon;
  /** Distances are measured from here (the visitor), also when the filter ignores it. */
  origin: LatLon;
};

const summaryColumns = {
  id: vendors.id,
  userId: vendors.userId,
  name: vendors.name,
  description: vendors.description,
  category: vendors.category,
  contactEmail: vendors.contactEmail,
  contactPhone: vendors.contactPhone,
  website: vendors.website,
  logo: vendors.logo,
  image: vendors.image,
  location: vendors.location,
  city: vendors.city,
  region: vendors.region,
  country: vendors.country,
  lat: vendors.latitude,
  lon: vendors.longitude,
  travelDistance: vendors.travelDistance,
  yearsOfExperience: vendors.yearsOfExperience,
  responseTime: vendors.responseTime,
  verified: vendors.verified,
  insuranceVerified: vendors.insuranceVerified,
  backgroundChecked: vendors.backgroundChecked,
  rating: vendors.rating,
  averageRating: vendors.averageRating,
  reviewCount: vendors.reviewCount,
  createdAt: vendors.createdAt,
};

type SummaryRow = Omit<VendorSummary, 'badges' | 'createdAt' | 'distanceMiles'> & {
  createdAt: Date;
  distanceMiles: number | null;
};

function toSummary(row: SummaryRow): VendorSummary {
  const averageRating = roundRating(row.averageRating);
  return {
    ...row,
    averageRating,
    distanceMiles: row.distanceMiles === null ? null : Math.round(Number(row.distanceMiles) * 10) / 10,
    createdAt: row.createdAt.toISOString(),
    badges: badgesOf({ ...row, averageRating, medianReplyMinutes: null }),
  };
}

/** Miles a vendor travels: its own figure, or the default radius when it gave none. */
const reachMiles = sql`coalesce(${vendors.travelDistance}, ${DEFAULT_RADIUS_MILES})`;

export function createVendorsRepository(db: Database) {
  /** The farthest any vendor travels, so a bounding box around the visitor holds every candidate. */
  async function maxReachMiles(): Promise<number> {
    const [row] = await db.select({ max: sql<number | null>`max(${vendors.travelDistance})` }).from(vendors);
    return Math.max(Number(row?.max ?? 0), DEFAULT_RADIUS_MILES);
  }

  async function conditionsOf(filter: VendorFilter): Promise<SQL | undefined> {
    const conditions: SQL[] = [];
    if (filter.category) conditions.push(eq(vendors.category, filter.category));
    if (filter.servesPoint) {
      const box = boundingBox(filter.servesPoint, await maxReachMiles());
      conditions.push(
        sql`${vendors.latitude} between ${box.minLat} and ${box.maxLat}`,
        sql`${vendors.longitude} between ${box.minLon} and ${box.maxLon}`,
        sql`${distanceMilesSql(vendors.latitude, vendors.longitude, filter.servesPoint)} <= ${reachMiles}`,
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    /** One page of vendors: verified and best-rated first, then nearest, then oldest. */
    async findPage(filter: VendorFilter, limit: number, offset: number) {
      const where = await conditionsOf(filter);
      const distance = distanceMilesSql(vendors.latitude, vendors.longitude, filter.origin);
      const [rows, [count]] = await Promise.all([
        db
          .select({ ...summaryColumns, distanceMiles: distance })
          .from(vendors)
          .where(where)
          .orderBy(
            desc(vendors.verified),
            sql`${vendors.averageRating} desc nulls last`,
            sql`${distance} asc nulls last`,
            asc(vendors.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(vendors).where(where),
      ]);
      return { vendors: rows.map(toSummary), total: Number(count?.total ?? 0) };
    },

    async findById(id: number, origin: LatLon) {
      const distance = distanceMilesSql(vendors.latitude, vendors.longitude, origin);
      const [row] = await db
        .select({
          ...summaryColumns,
          distanceMiles: distance,
          cancellationPolicy: vendors.cancellationPolicy,
          socialMedia: vendors.socialMedia,
          creatorUsername: users.username,
          creatorName: users.name,
        })
        .from(vendors)
        .leftJoin(users, eq(users.id, vendors.userId))
        .where(eq(vendors.id, id));
      if (!row) return null;
      const { cancellationPolicy, socialMedia, creatorUsername, creatorName, ...summary } = row;
      return {
        ...toSummary(summary),
        cancellationPolicy,
        socialMedia,
        creator:
          creatorUsername !== null && creatorName !== null
            ? { username: creatorUsername, name: creatorName }
            : null,
      };
    },

    async findServices(vendorId: number): Promise<VendorService[]> {
      const rows = await db
        .select({
          id: vendorServices.id,
          name: vendorServices.name,
          description: vendorServices.description,
          priceCents: vendorServices.priceCents,
          durationMinutes: vendorServices.durationMinutes,
          minimumBookingNoticeDays: vendorServices.minimumBookingNoticeDays,
          maximumBookingNoticeDays: vendorServices.maximumBookingNoticeDays,
        })
        .from(vendorServices)
        .where(eq(vendorServices.vendorId, vendorId))
        .orderBy(asc(vendorServices.priceCents), asc(vendorServices.id));
      return rows.map(({ priceCents, ...rest }) => ({ ...rest, price: priceCents / 100 }));
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
      return Boolean(row);
    },

    /**
     * Flips a favorite. The delete runs first; only when nothing was deleted is a row inserted,
     * and the unique (user, vendor) index turns a racing second insert into a no-op.
     */
    async toggleFavorite(userId: number, vendorId: number): Promise<boolean> {
      const removed = await db
        .delete(vendorFavorites)
        .where(and(eq(vendorFavorites.userId, userId), eq(vendorFavorites.vendorId, vendorId)))
        .returning({ id: vendorFavorites.id });
      if (removed.length > 0) return false;
      await db.insert(vendorFavorites).values({ userId, vendorId }).onConflictDoNothing();
      return true;
    },

    /** The user's favorite vendors, most recently favorited first. */
    async findFavorites(userId: number, origin: LatLon): Promise<VendorSummary[]> {
      const distance = distanceMilesSql(vendors.latitude, vendors.longitude, origin);
      const rows = await db
        .select({ ...summaryColumns, distanceMiles: distance })
        .from(vendorFavorites)
        .innerJoin(vendors, eq(vendors.id, vendorFavorites.vendorId))
        .where(eq(vendorFavorites.userId, userId))
        .orderBy(desc(vendorFavorites.createdAt), desc(vendorFavorites.id));
      return rows.map(toSummary);
    },

    async setVerified(id: number, verified: boolean | undefined): Promise<boolean> {
      const [row] = await db
        .update(vendors)
        .set({ verified: verified ?? sql`not ${vendors.verified}`, updatedAt: new Date() })
        .where(eq(vendors.id, id))
        .returning({ id: vendors.id });
      return Boolean(row);
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;

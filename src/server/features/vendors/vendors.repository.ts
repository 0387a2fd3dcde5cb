import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { VendorService, VendorSummary } from '#shared/contracts/vendors.ts';
import type { LatLon } from '#shared/lib/geo.ts';
import type { Database } from '../../db/client.ts';
import { users, vendorFavorites, vendorServices, vendors } from '../../db/schema.ts';
import { distanceMilesSql } from '../../lib/geo/geo-sql.ts';
import { findMaxVendorReachMiles, vendorServesPointSql } from '../../lib/vendors/vendor-reach.ts';
import { badgesOf, roundRating } from './vendor-badges.ts';
import { textMatchSql, textTierSql } from './vendor-text-sql.ts';

export type VendorFilter = {
  category?: string;
  /** Near Me or a named place: only vendors whose travel distance reaches this point. */
  servesPoint?: LatLon;
  /** Distances are measured from here (the visitor or the named place), also when the filter ignores it. */
  origin: LatLon;
  /** Only vendors with a service at or under this price. */
  maxPriceCents?: number;
  /** Free words: 'filter' keeps only vendors saying them, 'rank' lists those first. */
  text?: { words: string; mode: 'filter' | 'rank' };
};

/**
 * Below this many whole-word matches a search also takes substrings and typo-similar names. A
 * common word ("karaoke" in one vendor in five) is then answered by full-text search alone: the
 * substring and similarity tests cost about 50 times more per row, and a page of exact matches is
 * what the searcher asked for.
 */
const FUZZY_BELOW = 24;

export type AdminFlags = { verified?: boolean; insuranceVerified?: boolean; backgroundChecked?: boolean };

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
  latitude: vendors.latitude,
  longitude: vendors.longitude,
  travelDistance: vendors.travelDistance,
  yearsOfExperience: vendors.yearsOfExperience,
  responseTime: vendors.responseTime,
  measuredResponseMinutes: vendors.replyMedianMinutes,
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
    measuredResponseMinutes:
      row.measuredResponseMinutes === null ? null : Math.round(row.measuredResponseMinutes),
    badges: badgesOf({ ...row, averageRating, medianReplyMinutes: row.measuredResponseMinutes }),
  };
}

export function createVendorsRepository(db: Database) {
  async function conditionsOf(filter: VendorFilter, exactWordsOnly = false): Promise<SQL | undefined> {
    const conditions: SQL[] = [];
    if (filter.category) conditions.push(eq(vendors.category, filter.category));
    if (filter.servesPoint)
      conditions.push(vendorServesPointSql(filter.servesPoint, await findMaxVendorReachMiles(db)));
    if (filter.maxPriceCents !== undefined) conditions.push(lte(vendors.minPriceCents, filter.maxPriceCents));
    if (filter.text?.mode === 'filter') conditions.push(textMatchSql(filter.text.words, exactWordsOnly));
    return conditions.length ? and(...conditions) : undefined;
  }

  async function readPage(filter: VendorFilter, limit: number, offset: number, exactWordsOnly: boolean) {
    const where = await conditionsOf(filter, exactWordsOnly);
    const distance = distanceMilesSql(vendors.latitude, vendors.longitude, filter.origin);
    const textOrder = filter.text ? [sql`${textTierSql(filter.text.words)} desc`] : [];
    const [rows, [count]] = await Promise.all([
      db
        .select({ ...summaryColumns, distanceMiles: distance })
        .from(vendors)
        .where(where)
        .orderBy(
          ...textOrder,
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
  }

  return {
    /**
     * One page of vendors: with free words, the best match first (textTierSql); then verified and
     * best-rated first, then nearest, then oldest. Filtering words are first read as whole words;
     * only when those find fewer than FUZZY_BELOW vendors are substrings and typos let in. The
     * choice depends on the total alone, so every page of one search is read the same way.
     */
    async findPage(filter: VendorFilter, limit: number, offset: number) {
      if (filter.text?.mode === 'filter') {
        const exact = await readPage(filter, limit, offset, true);
        if (exact.total >= FUZZY_BELOW) return exact;
      }
      return readPage(filter, limit, offset, false);
    },

    async findById(id: number, origin: LatLon) {
      const distance = distanceMilesSql(vendors.latitude, vendors.longitude, origin);
      const [row] = await db
        .select({
          ...summaryColumns,
          distanceMiles: distance,
          cancellationPolicy: vendors.cancellationPolicy,
          socialMedia: vendors.socialMedia,
          gallery: vendors.gallery,
          creatorUsername: users.username,
          creatorName: users.name,
        })
        .from(vendors)
        .leftJoin(users, eq(users.id, vendors.userId))
        .where(eq(vendors.id, id));
      if (!row) return null;
      const { cancellationPolicy, socialMedia, gallery, creatorUsername, creatorName, ...summary } = row;
      return {
        ...toSummary(summary),
        cancellationPolicy,
        socialMedia,
        gallery,
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

    /** Sets the admin flags given; with none at all, flips `verified`. */
    async setAdminFlags(id: number, flags: AdminFlags): Promise<boolean> {
      const given = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
      const [row] = await db
        .update(vendors)
        .set({
          ...(Object.keys(given).length ? given : { verified: sql`not ${vendors.verified}` }),
          updatedAt: new Date(),
        })
        .where(eq(vendors.id, id))
        .returning({ id: vendors.id });
      return Boolean(row);
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;

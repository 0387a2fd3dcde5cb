import { desc, eq, sql } from 'drizzle-orm';
import type { VendorReview } from '#shared/contracts/vendors.ts';
import type { Database } from '../../db/client.ts';
import { users, vendorReviews, vendors } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ReviewValues = { rating: number; review: string | null; eventDate: string | null };

/**
 * Every review write runs here: it locks the vendor row first, so two writes for one vendor take
 * turns and the stored average and count always equal avg/count over the stored reviews.
 */
async function inVendorLock<T>(db: Database, vendorId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${vendors} where id = ${vendorId} for update`);
    const result = await write(tx);
    await tx
      .update(vendors)
      .set({
        averageRating: sql`(select avg(${vendorReviews.rating})::float8 from ${vendorReviews} where ${vendorReviews.vendorId} = ${vendorId})`,
        reviewCount: sql`(select count(*)::int from ${vendorReviews} where ${vendorReviews.vendorId} = ${vendorId})`,
      })
      .where(eq(vendors.id, vendorId));
    return result;
  });
}

const reviewColumns = {
  id: vendorReviews.id,
  vendorId: vendorReviews.vendorId,
  userId: vendorReviews.userId,
  rating: vendorReviews.rating,
  review: vendorReviews.review,
  eventDate: vendorReviews.eventDate,
  createdAt: vendorReviews.createdAt,
  verified: vendorReviews.verified,
  username: users.username,
  name: users.name,
};

type ReviewRow = { createdAt: Date; username: string; name: string } & Omit<
  VendorReview,
  'createdAt' | 'reviewer'
>;

function toReview({ username, name, createdAt, ...rest }: ReviewRow): VendorReview {
  return { ...rest, createdAt: createdAt.toISOString(), reviewer: { username, name } };
}

export function createReviewsRepository(db: Database) {
  async function findById(id: number): Promise<VendorReview | null> {
    const [row] = await db
      .select(reviewColumns)
      .from(vendorReviews)
      .innerJoin(users, eq(users.id, vendorReviews.userId))
      .where(eq(vendorReviews.id, id));
    return row ? toReview(row) : null;
  }

  return {
    findById,

    /** Newest first, with the reviewer's display name. */
    async findPage(vendorId: number, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(vendorReviews)
          .innerJoin(users, eq(users.id, vendorReviews.userId))
          .where(eq(vendorReviews.vendorId, vendorId))
          .orderBy(desc(vendorReviews.createdAt), desc(vendorReviews.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(vendorReviews)
          .where(eq(vendorReviews.vendorId, vendorId)),
      ]);
      return { reviews: rows.map(toReview), total: Number(count?.total ?? 0) };
    },

    /** The stored average, kept with the reviews (see inVendorLock). */
    async findAverage(vendorId: number): Promise<number | null> {
      const [row] = await db
        .select({ average: vendors.averageRating })
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      return row?.average ?? null;
    },

    /** Null when the user already reviewed this vendor (the unique index decides under a race). */
    async insert(vendorId: number, userId: number, values: ReviewValues, verified: boolean) {
      const id = await inVendorLock(db, vendorId, async (tx) => {
        const [row] = await tx
          .insert(vendorReviews)
          .values({ vendorId, userId, ...values, verified })
          .onConflictDoNothing()
          .returning({ id: vendorReviews.id });
        return row?.id ?? null;
      });
      return id === null ? null : findById(id);
    },

    async update(review: VendorReview, values: Partial<ReviewValues>) {
      await inVendorLock(db, review.vendorId, (tx) =>
        tx.update(vendorReviews).set(values).where(eq(vendorReviews.id, review.id)),
      );
      return findById(review.id);
    },

    async remove(review: VendorReview): Promise<void> {
      await inVendorLock(db, review.vendorId, (tx) =>
        tx.delete(vendorReviews).where(eq(vendorReviews.id, review.id)),
      );
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

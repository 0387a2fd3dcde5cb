import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendorReviews, vendorServices, vendors } from '../../db/schema.ts';

type VendorValues = Partial<typeof vendors.$inferInsert>;

// Stockton, CA: where a loopback visitor is placed by default.
export const STOCKTON = { lat: 37.9577, lon: -121.2908 };

/** A vendor row for tests (in Stockton unless told otherwise); returns its id. */
export async function insertVendor(db: Database, values: VendorValues = {}): Promise<number> {
  const [row] = await db
    .insert(vendors)
    .values({
      name: 'Test Beats',
      description: 'Party DJ',
      category: 'DJ',
      contactEmail: 'hello@testbeats.example',
      contactPhone: '(209) 555-0100',
      location: 'Stockton, CA',
      city: 'Stockton',
      region: 'CA',
      latitude: STOCKTON.lat,
      longitude: STOCKTON.lon,
      travelDistance: 30,
      ...values,
    })
    .returning({ id: vendors.id });
  return row!.id;
}

export async function insertService(db: Database, vendorId: number, name: string, priceCents: number) {
  await db.insert(vendorServices).values({ vendorId, name, priceCents, durationMinutes: 240 });
}

/** Stores a review and refreshes the vendor's stored average, as the review writes do. */
export async function insertReview(db: Database, vendorId: number, userId: number, rating: number) {
  await db.insert(vendorReviews).values({ vendorId, userId, rating, review: 'Great' });
  await db
    .update(vendors)
    .set({
      averageRating: sql`(select avg(rating)::float8 from ${vendorReviews} where vendor_id = ${vendorId})`,
      reviewCount: sql`(select count(*)::int from ${vendorReviews} where vendor_id = ${vendorId})`,
    })
    .where(eq(vendors.id, vendorId));
}

export async function deleteAllVendors(db: Database): Promise<void> {
  await db.delete(vendors);
}

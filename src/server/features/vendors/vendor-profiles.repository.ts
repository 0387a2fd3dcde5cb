import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AlsoRecord, Database } from '../../db/client.ts';
import { storedImages, vendorServices, vendors } from '../../db/schema.ts';

/** The stored vendor fields a create or edit writes (ids, flags and timestamps aside). */
export type VendorValues = Partial<{
  name: string;
  description: string;
  category: string;
  contactEmail: string;
  contactPhone: string;
  website: string | null;
  logo: string | null;
  location: string;
  city: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  travelDistance: number | null;
  yearsOfExperience: number | null;
  responseTime: string | null;
  cancellationPolicy: string | null;
  socialMedia: Record<string, string>;
  gallery: string[];
}>;

export type ServiceValues = {
  id?: number;
  name: string;
  description: string | null;
  priceCents: number;
  durationMinutes: number | null;
  minimumBookingNoticeDays: number | null;
  maximumBookingNoticeDays: number | null;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Makes the vendor's services exactly `services`: edits those with an id, adds the rest, removes the others. */
async function replaceServices(tx: Tx, vendorId: number, services: ServiceValues[]): Promise<void> {
  const keptIds = services.flatMap((s) => (s.id ? [s.id] : []));
  await tx
    .delete(vendorServices)
    .where(
      keptIds.length
        ? and(eq(vendorServices.vendorId, vendorId), notInArray(vendorServices.id, keptIds))
        : eq(vendorServices.vendorId, vendorId),
    );
  for (const { id, ...values } of services) {
    if (id) {
      await tx
        .update(vendorServices)
        .set(values)
        .where(and(eq(vendorServices.id, id), eq(vendorServices.vendorId, vendorId)));
    } else {
      await tx.insert(vendorServices).values({ ...values, vendorId });
    }
  }
}

export function createVendorProfilesRepository(db: Database) {
  return {
    /** Owner and service ids, for permission checks and to validate service edits. */
    async findOwnership(id: number) {
      const [row] = await db.select({ userId: vendors.userId }).from(vendors).where(eq(vendors.id, id));
      if (!row) return null;
      const services = await db
        .select({ id: vendorServices.id })
        .from(vendorServices)
        .where(eq(vendorServices.vendorId, id));
      return { userId: row.userId, serviceIds: services.map((s) => s.id) };
    },

    /** Which of these stored image ids exist. */
    async findStoredImageIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: storedImages.id })
        .from(storedImages)
        .where(inArray(storedImages.id, ids));
      return rows.map((r) => r.id);
    },

    async findIdsByOwner(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.userId, userId))
        .orderBy(vendors.id);
      return rows.map((r) => r.id);
    },

    /** Vendor and services in one transaction: both are stored or neither is. */
    /** The vendor and its services; `alsoRecord` commits with them (an idempotency record). */
    async insert(
      userId: number,
      values: Required<VendorValues>,
      services: ServiceValues[],
      alsoRecord?: AlsoRecord,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vendors)
          .values({ ...values, userId, verified: false })
          .returning({ id: vendors.id });
        await replaceServices(tx, row!.id, services);
        await alsoRecord?.(tx, row!.id);
        return row!.id;
      });
    },

    async update(id: number, values: VendorValues, services: ServiceValues[] | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(vendors)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(vendors.id, id));
        if (services) await replaceServices(tx, id, services);
      });
    },

    async remove(id: number): Promise<void> {
      await db.delete(vendors).where(inArray(vendors.id, [id]));
    },
  };
}
export type VendorProfilesRepository = ReturnType<typeof createVendorProfilesRepository>;

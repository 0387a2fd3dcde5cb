import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminStats, AdminUser } from '#shared/contracts/admin.ts';
import type { Database } from '../../db/client.ts';
import { events, userSearchText, users, vendorServices, vendors } from '../../db/schema.ts';
import { sampleAdmissionOf } from '../../lib/events/sample-admission.ts';
import type { SampleEvent } from './sample-events.ts';
import type { SampleVendor } from './sample-vendors.ts';

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

function toAdminUser(row: { createdAt: Date } & Omit<AdminUser, 'createdAt'>): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** LIKE pattern for a literal substring. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createAdminRepository(db: Database) {
  return {
    async countStats(now: Date): Promise<AdminStats> {
      const [userCounts] = await db
        .select({ total: count(), admins: count(sql`case when ${users.isAdmin} then 1 end`) })
        .from(users);
      const [eventCounts] = await db
        .select({
          total: count(),
          upcoming: count(sql`case when ${events.date} >= ${now} then 1 end`),
          sample: count(sql`case when ${events.source} = 'sample' then 1 end`),
        })
        .from(events);
      const categories = await db
        .select({ category: events.category, count: count() })
        .from(events)
        .groupBy(events.category)
        .orderBy(desc(count()), events.category);
      const [vendorCounts] = await db
        .select({
          total: count(),
          verified: count(sql`case when ${vendors.verified} then 1 end`),
          sample: count(sql`case when ${vendors.isSample} then 1 end`),
        })
        .from(vendors);
      return { users: userCounts!, events: eventCounts!, categories, vendors: vendorCounts! };
    },

    async findUsers(q: string | undefined, limit: number, offset: number) {
      const where = q ? sql`${userSearchText(users)} like ${containing(q)}` : undefined;
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit + 1)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return {
        users: rows.slice(0, limit).map(toAdminUser),
        total: total!.n,
        hasMore: rows.length > limit,
      };
    },

    async findUserById(id: number): Promise<AdminUser | null> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row ? toAdminUser(row) : null;
    },

    /**
     * Sets a user's admin flag. Demoting locks every admin row first, so two admins demoting each
     * other at the same moment cannot leave the site without one: the second sees one admin left.
     */
    async setAdmin(id: number, isAdmin: boolean): Promise<'updated' | 'last-admin' | 'not-found'> {
      return db.transaction(async (tx) => {
        if (!isAdmin) {
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.isAdmin, true))
            .for('update');
          if (admins.length === 1 && admins[0]!.id === id) return 'last-admin';
        }
        const updated = await tx
          .update(users)
          .set({ isAdmin, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        return updated.length ? 'updated' : 'not-found';
      });
    },

    /** Inserts sample events; a retried job writes the same external ids and they are skipped. */
    async insertSampleEvents(rows: readonly (SampleEvent & { externalId: string })[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(events)
        .values(
          rows.map((e) => ({
            title: e.title,
            description: e.description,
            category: e.category,
            date: e.date,
            location: e.location,
            city: e.place.city,
            region: e.place.region,
            latitude: e.place.lat,
            longitude: e.place.lon,
            timeZone: e.place.timeZone,
            organizerName: 'Confetti sample data',
            source: 'sample',
            externalId: e.externalId,
            ...sampleAdmissionOf(e.category, e.externalId),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: events.id });
      return inserted.length;
    },

    async insertSampleVendor(v: SampleVendor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vendors)
          .values({
            name: v.name,
            description: v.description,
            category: v.category,
            contactEmail: v.email,
            contactPhone: v.phone,
            location: `${v.place.city}, ${v.place.region}`,
            city: v.place.city,
            region: v.place.region,
            latitude: v.place.lat,
            longitude: v.place.lon,
            travelDistance: v.travelDistance,
            yearsOfExperience: v.yearsOfExperience,
            responseTime: v.responseTime,
            cancellationPolicy: 'Full refund up to 14 days before the event.',
            isSample: true,
          })
          .returning({ id: vendors.id });
        await tx.insert(vendorServices).values(
          v.services.map((s) => ({
            vendorId: row!.id,
            name: s.name,
            description: s.description,
            priceCents: s.price * 100,
            durationMinutes: s.minutes,
          })),
        );
      });
    },

    async findSampleVendorEmails(emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: vendors.contactEmail })
        .from(vendors)
        .where(and(eq(vendors.isSample, true), inArray(vendors.contactEmail, [...emails])));
      return new Set(rows.map((r) => r.email));
    },

    async deleteSampleData(): Promise<{ events: number; vendors: number }> {
      return db.transaction(async (tx) => {
        const deletedEvents = await tx
          .delete(events)
          .where(eq(events.source, 'sample'))
          .returning({ id: events.id });
        const deletedVendors = await tx
          .delete(vendors)
          .where(eq(vendors.isSample, true))
          .returning({ id: vendors.id });
        return { events: deletedEvents.length, vendors: deletedVendors.length };
      });
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;

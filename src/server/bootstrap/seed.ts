import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSettings, events, users, vendorReviews, vendorServices, vendors } from '../db/schema.ts';
import type { DemoEvent } from '../db/seed/demo-data-types.ts';
import { sampleAdmissionOf } from '../lib/events/sample-admission.ts';

const SEED_KEY = 'demo_seed';

/** "Zilker Park, 2100 Barton Springs Rd, Austin, TX": what people type and what the gazetteer reads. */
export function formatDemoLocation(event: Pick<DemoEvent, 'venue' | 'address' | 'city' | 'region'>): string {
  return [event.venue, event.address, `${event.city}, ${event.region}`].filter(Boolean).join(', ');
}

/**
 * Fills a new, empty database with the demo content, once. The marker row
 * is written in the same transaction, so two app servers starting together seed only once, and a
 * database an operator has emptied on purpose is not refilled.
 */
export async function seedDemoDataIfEmpty(db: Database, now: Date): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return 'skipped';
    const count = await tx.$count(events);
    if (count > 0) return 'skipped';
    // The demo data (thousands of lines) is loaded and built only when a seed really happens: the
    // dynamic import keeps it out of the server bundle's main chunk and off every start.
    const { buildDemoData } = await import('../db/seed/demo-data.ts');
    const data = buildDemoData(now);

    const userRows = await tx
      .insert(users)
      .values(
        data.users.map((u) => ({
          username: u.username,
          name: u.name,
          email: u.email,
          bio: u.bio,
          city: u.city,
          region: u.region,
          country: 'United States',
          emailVerified: true,
          // Demo hosts have no password: they cannot sign in.
          passwordHash: null,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userIdByKey = new Map(data.users.map((u, i) => [u.key, userRows[i]!.id]));

    await tx.insert(events).values(
      data.events.map((e) => ({
        title: e.title,
        description: e.description,
        category: e.category,
        date: e.startsAt,
        location: formatDemoLocation(e),
        city: e.city,
        region: e.region,
        country: 'United States',
        latitude: e.lat,
        longitude: e.lon,
        timeZone: e.timeZone,
        image: e.imageKey,
        organizerId: e.organizerKey ? (userIdByKey.get(e.organizerKey) ?? null) : null,
        organizerName: e.organizerName,
        eviteInvitationUrl: e.eviteInvitationUrl,
        eviteSynced: Boolean(e.eviteInvitationUrl),
        source: 'seed',
        externalId: e.key,
        ...sampleAdmissionOf(e.category, e.key),
      })),
    );

    const vendorRows = await tx
      .insert(vendors)
      .values(
        data.vendors.map((v) => ({
          userId: v.ownerKey ? (userIdByKey.get(v.ownerKey) ?? null) : null,
          name: v.name,
          description: v.description,
          category: v.category,
          contactEmail: v.contactEmail,
          contactPhone: v.contactPhone,
          website: v.website,
          location: `${v.city}, ${v.region}`,
          city: v.city,
          region: v.region,
          latitude: v.lat,
          longitude: v.lon,
          travelDistance: v.travelDistance,
          yearsOfExperience: v.yearsOfExperience,
          responseTime: v.responseTime,
          cancellationPolicy: v.cancellationPolicy,
          socialMedia: v.socialMedia,
          verified: v.verified,
          insuranceVerified: v.insuranceVerified,
          backgroundChecked: v.backgroundChecked,
          rating: v.reviews.length
            ? Math.round(v.reviews.reduce((s, r) => s + r.rating, 0) / v.reviews.length)
            : 0,
        })),
      )
      .returning({ id: vendors.id });

    const services = data.vendors.flatMap((v, i) =>
      v.services.map((s) => ({ ...s, vendorId: vendorRows[i]!.id })),
    );
    if (services.length) await tx.insert(vendorServices).values(services);
    const reviews = data.vendors.flatMap((v, i) =>
      v.reviews.map((r) => ({
        vendorId: vendorRows[i]!.id,
        userId: userIdByKey.get(r.authorKey)!,
        rating: r.rating,
        review: r.review,
        eventDate: r.eventDate,
        verified: r.verified,
      })),
    );
    if (reviews.length) await tx.insert(vendorReviews).values(reviews);
    // The directory orders by the stored average; it must match the reviews just written.
    await tx.execute(sql`update ${vendors} set average_rating = r.avg, review_count = r.count
      from (select vendor_id, avg(rating)::float8 as avg, count(*)::int as count
            from ${vendorReviews} group by vendor_id) r
      where r.vendor_id = ${vendors.id}`);
    return 'seeded';
  });
}

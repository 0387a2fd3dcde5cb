import { and, asc, between, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DiscoveredEvent, type PlanVendor, STORED_EVENT_SOURCE } from '#shared/contracts/planner.ts';
import { boundingBox, EARTH_RADIUS_MILES, type LatLon } from '#shared/lib/geo.ts';
import { type Database, type DbExecutor, queryRows } from '../../db/client.ts';
import { chatMessages, events, vendorReviews, vendors } from '../../db/schema.ts';
import { findMaxVendorReachMiles, vendorServesPointSql } from '../../lib/vendors/vendor-reach.ts';
import type { EventSearch } from './engine/ports.ts';

export type StoredChatMessage = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  payload: Record<string, unknown>;
  createdAt: Date;
};

function distanceSql(lat: AnyPgColumn, lon: AnyPgColumn, center: LatLon) {
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - ${center.lon}::float8) / 2), 2)))))`;
}

export function createPlannerRepository(db: Database) {
  return {
    /** Holds the user's row until the transaction ends, so one user's turns run one after another. */
    async lockConversation(tx: DbExecutor, userId: number): Promise<void> {
      await tx.execute(sql`select id from users where id = ${userId} for update`);
    },

    /** The planner's state saved with the latest assistant message; null in a new conversation. */
    async latestState(tx: DbExecutor, userId: number): Promise<unknown> {
      const rows = await queryRows<{ state: unknown }>(
        tx,
        sql`select payload -> 'state' as state from chat_messages
            where user_id = ${userId} and role = 'assistant'
            order by created_at desc, id desc limit 1`,
      );
      return rows[0]?.state ?? null;
    },

    async append(
      tx: DbExecutor,
      userId: number,
      rows: Array<{
        role: 'user' | 'assistant';
        content: string;
        payload: Record<string, unknown>;
        createdAt: Date;
      }>,
    ): Promise<StoredChatMessage[]> {
      const inserted = await tx
        .insert(chatMessages)
        .values(rows.map((r) => ({ ...r, userId })))
        .returning();
      return inserted.map((r) => ({
        ...r,
        role: r.role as 'user' | 'assistant',
        payload: r.payload as Record<string, unknown>,
      }));
    },

    /** The conversation, oldest first (the index on user and time answers it). */
    async list(userId: number): Promise<StoredChatMessage[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
      return rows.map((r) => ({
        ...r,
        role: r.role as 'user' | 'assistant',
        payload: r.payload as Record<string, unknown>,
      }));
    },

    /** The last `limit` messages' text, oldest first: what the provider engine is shown of the conversation. */
    async recentText(
      userId: number,
      limit: number,
    ): Promise<Array<{ role: 'user' | 'assistant'; content: string }>> {
      const rows = await db
        .select({ role: chatMessages.role, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse().map((r) => ({ role: r.role as 'user' | 'assistant', content: r.content }));
    },

    async clear(userId: number): Promise<void> {
      await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
    },

    /** Stored events within the circle and dates, soonest first (the latitude/longitude/date index narrows it). */
    async findEvents(tx: DbExecutor, search: EventSearch): Promise<DiscoveredEvent[]> {
      const box = boundingBox(search, search.radiusMiles);
      const conditions: SQL[] = [
        between(events.latitude, box.minLat, box.maxLat),
        between(events.longitude, box.minLon, box.maxLon),
        sql`${distanceSql(events.latitude, events.longitude, search)} <= ${search.radiusMiles}::float8`,
        gte(events.date, search.from),
      ];
      if (search.to) conditions.push(lt(events.date, search.to));
      if (search.category) conditions.push(eq(events.category, search.category));
      const rows = await tx
        .select({ id: events.id, title: events.title, date: events.date, location: events.location })
        .from(events)
        .where(and(...conditions))
        .orderBy(asc(events.date), asc(events.id))
        .limit(search.limit);
      return rows.map((r) => ({
        ...r,
        date: r.date.toISOString(),
        url: `/events/${r.id}`,
        source: STORED_EVENT_SOURCE,
      }));
    },

    /**
     * Vendors who travel to the point (their own travel distance, the marketplace's default when
     * unset, reaches it): trades that suit the event first, then the nearest, then the best rated.
     */
    async findVendors(
      tx: DbExecutor,
      search: LatLon & { categories: readonly string[]; limit: number },
    ): Promise<PlanVendor[]> {
      const point = { lat: search.lat, lon: search.lon };
      const distance = distanceSql(vendors.latitude, vendors.longitude, point);
      // Drizzle leaves column names unqualified in a one-table select, so the outer vendor is named in full.
      const thisVendor = sql`${vendors}.${sql.identifier('id')}`;
      const average = sql<
        number | null
      >`(select avg(${vendorReviews.rating})::float8 from ${vendorReviews} where ${vendorReviews.vendorId} = ${thisVendor})`;
      const order: SQL[] = [];
      if (search.categories.length > 0) {
        order.push(sql`case when ${inArray(vendors.category, [...search.categories])} then 0 else 1 end`);
      }
      order.push(asc(distance), sql`${average} desc nulls last`, desc(vendors.verified), asc(vendors.id));
      const rows = await tx
        .select({
          id: vendors.id,
          name: vendors.name,
          category: vendors.category,
          location: vendors.location,
          travelDistance: vendors.travelDistance,
          distanceMiles: distance,
          averageRating: average,
          reviewCount: sql<number>`(select count(*)::int from ${vendorReviews} where ${vendorReviews.vendorId} = ${thisVendor})`,
        })
        .from(vendors)
        .where(vendorServesPointSql(point, await findMaxVendorReachMiles(tx)))
        .orderBy(...order)
        .limit(search.limit);
      return rows.map((r) => ({
        ...r,
        distanceMiles: r.distanceMiles === null ? null : Math.round(Number(r.distanceMiles) * 10) / 10,
        averageRating: r.averageRating === null ? null : Math.round(Number(r.averageRating) * 10) / 10,
        reviewCount: Number(r.reviewCount),
        url: `/vendors/${r.id}`,
      }));
    },
  };
}
export type PlannerRepository = ReturnType<typeof createPlannerRepository>;

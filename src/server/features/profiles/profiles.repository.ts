import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, users, vendors } from '../../db/schema.ts';

export function createProfilesRepository(db: Database) {
  return {
    /** The public columns of a user, by username in any case (users_username_lower_key). */
    async findUser(username: string) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          bio: users.bio,
          avatar: users.avatar,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      return row ?? null;
    },

    /** Events the user organizes that have not started, soonest first (events_organizer_id_idx). */
    async findUpcomingEvents(userId: number, now: Date, limit: number) {
      const upcoming = and(eq(events.organizerId, userId), gte(events.date, now));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: events.id,
            title: events.title,
            category: events.category,
            date: events.date,
            timeZone: events.timeZone,
            location: events.location,
            image: events.image,
          })
          .from(events)
          .where(upcoming)
          .orderBy(asc(events.date), asc(events.id))
          .limit(limit),
        db.select({ total: count() }).from(events).where(upcoming),
      ]);
      return { events: rows, total: Number(total?.total ?? 0) };
    },

    /** The user's vendor profiles, oldest first (vendors_user_id_idx). */
    async findVendors(userId: number) {
      return db
        .select({
          id: vendors.id,
          name: vendors.name,
          category: vendors.category,
          description: vendors.description,
          location: vendors.location,
          logo: vendors.logo,
          verified: vendors.verified,
          averageRating: vendors.averageRating,
          reviewCount: vendors.reviewCount,
        })
        .from(vendors)
        .where(eq(vendors.userId, userId))
        .orderBy(asc(vendors.id));
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, users } from '../../db/schema.ts';

/*
 * Test helpers for the event features (events, bookmarks, location). Test-only: nothing in the app
 * imports this file.
 */

export type TestEventValues = Partial<typeof events.$inferInsert>;

/** Stockton, CA: the default visitor location in tests. */
export const STOCKTON = { lat: 37.9577, lon: -121.29078 };

/** Inserts an event (in Stockton, CA unless told otherwise) and returns its id. */
export async function insertEvent(db: Database, values: TestEventValues = {}): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({
      title: 'Neighborhood Get-Together',
      description: 'Snacks, music and friendly faces.',
      category: 'Social',
      date: new Date('2026-12-01T03:00:00Z'),
      location: 'Weber Point, Stockton, CA',
      city: 'Stockton',
      region: 'CA',
      latitude: STOCKTON.lat,
      longitude: STOCKTON.lon,
      timeZone: 'America/Los_Angeles',
      ...values,
    })
    .returning({ id: events.id });
  return row!.id;
}

export async function makeAdmin(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** Deletes every event (and, through the foreign keys, their bookmarks and posts). */
export async function deleteAllEvents(db: Database): Promise<void> {
  await db.delete(events);
}

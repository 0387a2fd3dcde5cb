import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { events, users } from '../../db/schema.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { buildTestEnv } from '../../testing/test-env.ts';

/*
 * Test helpers for the event features (events, bookmarks, location). Test-only: nothing in the app
 * imports this file.
 */

export type ClockedTestApp = {
  app: FastifyInstance;
  db: Database;
  /** Move the app's clock; every service reads it through ctx.clock. */
  setNow(now: Date): void;
  close(): Promise<void>;
};

/** A fresh database and an app whose clock is fixed at `now` (tests never read the wall clock). */
export async function createClockedTestApp(
  now: Date,
  envOverrides: Partial<Record<keyof Env, string>> = {},
): Promise<ClockedTestApp> {
  const handle = await createTestDb();
  let current = now;
  const app = await buildApp({
    db: handle.db,
    env: buildTestEnv({
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      RATE_LIMIT_LOGIN_PER_HOUR: '1000',
      ...envOverrides,
    }),
    mailer: { send: async () => {} },
    clock: () => current,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    setNow(next) {
      current = next;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

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

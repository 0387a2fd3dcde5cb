import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_EVENT_CATEGORIES } from '#shared/constants.ts';
import type { DbHandle } from '../db/client.ts';
import { events, users, vendorReviews, vendorServices, vendors } from '../db/schema.ts';
import { createTestDb } from '../testing/test-db.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

let handle: DbHandle;
const now = new Date('2026-11-22T15:00:00Z');

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

describe('seedDemoDataIfEmpty', () => {
  it('fills a new database with events across many cities and categories, past and future, and vendors', async () => {
    expect(await seedDemoDataIfEmpty(handle.db, now)).toBe('seeded');
    const db = handle.db;
    expect(await db.$count(events)).toBeGreaterThanOrEqual(150);
    expect(await db.$count(vendors)).toBeGreaterThanOrEqual(50);
    expect(await db.$count(vendorServices)).toBeGreaterThan(0);
    expect(await db.$count(vendorReviews)).toBeGreaterThan(0);
    expect(await db.$count(users)).toBeGreaterThan(5);
    const cities = await db.selectDistinct({ city: events.city }).from(events);
    expect(cities.length).toBeGreaterThanOrEqual(25);
    const categories = await db.selectDistinct({ category: events.category }).from(events);
    for (const c of categories) expect(ALL_EVENT_CATEGORIES).toContain(c.category);
    expect(await db.$count(events, sql`${events.date} < ${now.toISOString()}`)).toBeGreaterThan(10);
    expect(await db.$count(events, sql`${events.date} > ${now.toISOString()}`)).toBeGreaterThan(100);
    const missingCoordinates = await db.$count(
      events,
      sql`${events.latitude} is null or ${events.timeZone} is null`,
    );
    expect(missingCoordinates).toBe(0);
  });

  it('runs once: a second start, or a database emptied on purpose, is left alone', async () => {
    const before = await handle.db.$count(events);
    expect(await seedDemoDataIfEmpty(handle.db, now)).toBe('skipped');
    expect(await handle.db.$count(events)).toBe(before);
  });

  it('is deterministic for a given day', async () => {
    const other = await createTestDb();
    try {
      await seedDemoDataIfEmpty(other.db, now);
      const titles = async (h: DbHandle) =>
        (await h.db.select({ t: events.title, d: events.date }).from(events).orderBy(events.title)).map(
          (r) => `${r.t}@${r.d.toISOString()}`,
        );
      expect(await titles(other)).toEqual(await titles(handle));
    } finally {
      await other.close();
    }
  });
});

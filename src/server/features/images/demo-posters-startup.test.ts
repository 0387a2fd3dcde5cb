import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DbHandle } from '../../db/client.ts';
import { appSettings, events } from '../../db/schema.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { buildTestEnv } from '../../testing/test-env.ts';

let handle: DbHandle;
let app: FastifyInstance | undefined;
let demoIds: number[];

// What seedDemoDataIfEmpty leaves behind, with two demo events instead of 183 (minutes to draw).
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(appSettings).values({ key: 'demo_seed', value: new Date().toISOString() });
  const base = { date: new Date('2026-12-01T18:00:00Z'), location: 'Stockton, CA', source: 'seed' as const };
  const rows = await handle.db
    .insert(events)
    .values([
      {
        ...base,
        title: 'Delta Lantern Walk',
        description: 'Lanterns by the river.',
        category: 'Cultural Festival',
        externalId: 'a',
      },
      {
        ...base,
        title: 'Tracy Turkey Trot',
        description: 'A 5K before the feast.',
        category: 'Holiday',
        externalId: 'b',
      },
    ])
    .returning({ id: events.id });
  demoIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function start(demoPosters: 'true' | 'false') {
  app = await buildApp({
    db: handle.db,
    dbKind: handle.kind,
    env: buildTestEnv({ DEMO_POSTERS: demoPosters }),
    mailer: { send: async () => {} },
    jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
  });
  await app.ready();
  return app;
}

const imagesOf = async () =>
  (await handle.db.select({ id: events.id, image: events.image }).from(events).orderBy(events.id)).map(
    (r) => r.image,
  );
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('demo posters at start', () => {
  it('are not queued with DEMO_POSTERS=false (the tests default)', async () => {
    await (await start('false')).close();
    expect(await imagesOf()).toEqual([null, null]);
    const markers = await handle.db.select({ key: appSettings.key }).from(appSettings);
    expect(markers.map((m) => m.key)).toEqual(['demo_seed']);
  });

  it('draws each demo event its own poster in the background after the seed, and a restart redraws nothing', async () => {
    const first = await start('true');
    const deadline = Date.now() + 90_000;
    while ((await imagesOf()).some((image) => !image) && Date.now() < deadline) await settle(250);
    const [lantern, trot] = await imagesOf();
    expect(lantern).toMatch(/^\/images\/[0-9a-f]{64}$/);
    expect(trot).toMatch(/^\/images\/[0-9a-f]{64}$/);
    expect(lantern).not.toBe(trot);
    const served = await first.inject(`${lantern}/social-480.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    await first.close();

    // An operator clears one picture; the next start must leave it cleared.
    await handle.db.update(events).set({ image: null }).where(eq(events.id, demoIds[0]!));
    await start('true');
    await settle(3_000);
    expect(await imagesOf()).toEqual([null, trot]);
  }, 120_000);
});

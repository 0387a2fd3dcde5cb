import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../bootstrap/seed.ts';
import { createTestApp, MANY_SIGN_UPS, type TestApp } from '../../testing/test-app.ts';

// The README's vendor search examples, run on the demo seed as a visitor would type them.
// A loopback visitor is placed in Stockton, CA (the default place), with Near Me on.
const NOW = new Date('2026-11-22T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
  await seedDemoDataIfEmpty(t.db, NOW);
});
afterAll(async () => t.close());

type Found = {
  vendors: { id: number; name: string; category: string; city: string | null; region: string | null }[];
  total: number;
  interpreted: {
    category: string | null;
    place: { city: string; region: string } | null;
    maxPrice: number | null;
  } | null;
};

const search = async (params: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Found;
};

describe('the README vendor searches on the demo data', () => {
  it.each(['false', 'true'])(
    '"dj in austin" finds DJs who play Austin (ignoreLocation=%s)',
    async (ignoreLocation) => {
      const body = await search({ q: 'dj in austin', ignoreLocation });
      expect(body.interpreted).toMatchObject({ category: 'DJ', place: { city: 'Austin', region: 'TX' } });
      expect(body.vendors.length).toBeGreaterThan(0);
      expect(body.vendors.every((v) => v.category === 'DJ')).toBe(true);
      expect(body.vendors.some((v) => v.city === 'Austin')).toBe(true);
    },
  );

  it.each(['false', 'true'])(
    '"caterers under 500 dollars" finds caterers with a service that cheap (ignoreLocation=%s)',
    async (ignoreLocation) => {
      const body = await search({ q: 'caterers under $500', ignoreLocation });
      expect(body.interpreted).toMatchObject({ category: 'Catering', place: null, maxPrice: 500 });
      expect(body.vendors.length).toBeGreaterThan(0);
      expect(body.vendors.every((v) => v.category === 'Catering')).toBe(true);
      for (const vendor of body.vendors) {
        const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${vendor.id}` });
        const prices = (res.json() as { services: { price: number }[] }).services.map((s) => s.price);
        expect(Math.min(...prices), vendor.name).toBeLessThanOrEqual(500);
      }
    },
  );
});

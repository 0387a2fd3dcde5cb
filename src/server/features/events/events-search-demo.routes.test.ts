import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../bootstrap/seed.ts';
import { createTestApp, MANY_SIGN_UPS, type TestApp } from '../../testing/test-app.ts';

// Sunday 2026-11-22, 07:00 in Stockton (the visitor's default place); Thanksgiving is Thursday Nov 26.
const NOW = new Date('2026-11-22T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
  await seedDemoDataIfEmpty(t.db, NOW);
});
afterAll(async () => t.close());

const search = async (params: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/search?${new URLSearchParams(params)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    events: { title: string; category: string }[];
    total: number;
    interpreted: unknown;
    suggestions: unknown[];
  };
};

describe('search over the demo data', () => {
  it.each(['THANKSGIVING', 'thanksgiving', 'thanksgivng'])(
    '%j alone finds the Tracy turkey trot first',
    async (q) => {
      for (const ignoreLocation of ['false', 'true']) {
        const body = await search({ q, ignoreLocation });
        expect(body.events[0]?.title).toBe('Tracy Thanksgiving Turkey Trot');
        // A holiday named alone is its day, and its name stays a word that ranks titles saying it.
        expect(body.interpreted).toMatchObject({ dateLabel: 'Thu, Nov 26', text: 'thanksgiving' });
      }
    },
  );

  it('still finds it with the Holiday reading dismissed, and the search changes', async () => {
    const ranked = await search({ q: 'thanksgiving', ignoreLocation: 'true' });
    const literal = await search({ q: 'thanksgiving', ignoreLocation: 'true', dismiss: 'category' });
    expect(literal.events.map((e) => e.title)).toContain('Tracy Thanksgiving Turkey Trot');
    expect(literal.interpreted).toMatchObject({ category: null, dismissed: ['category'] });
    expect(literal.total).toBeLessThanOrEqual(ranked.total);
    expect(literal.events.every((e) => e.category !== 'Holiday' || /thanksgiving/i.test(e.title))).toBe(true);
  });

  it('reads "on thanksgiving" as the date and keeps the race', async () => {
    const body = await search({ q: 'on thanksgiving', ignoreLocation: 'true' });
    expect(body.interpreted).toMatchObject({
      from: '2026-11-26T08:00:00.000Z',
      to: '2026-11-27T08:00:00.000Z',
    });
    expect(body.events.map((e) => e.title)).toContain('Tracy Thanksgiving Turkey Trot');
  });

  it('answers an empty search with the nearest ones that find something', async () => {
    const body = await search({ q: 'turkey trot tomorrow', ignoreLocation: 'true' });
    expect(body.total).toBe(0);
    expect(body.suggestions).toEqual([
      { label: 'Any date', dismiss: ['date'], ignoreLocation: true, count: expect.any(Number) },
    ]);
  });
});

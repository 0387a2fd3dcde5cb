import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { STOCKTON } from '../../lib/events/event-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { LIST_COUNT_CAP } from './event-pages.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const UPCOMING = LIST_COUNT_CAP + 5;
const PAST = 7;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
  const row = (i: number, date: Date) => ({
    title: `Pickup Game ${i}`,
    description: 'Bring water.',
    category: 'Sports',
    date,
    location: 'Weber Point, Stockton, CA',
    city: 'Stockton',
    region: 'CA',
    latitude: STOCKTON.lat,
    longitude: STOCKTON.lon,
  });
  await t.db
    .insert(events)
    .values([
      ...Array.from({ length: UPCOMING }, (_, i) => row(i, new Date(NOW.getTime() + (i + 1) * 3_600_000))),
      ...Array.from({ length: PAST }, (_, i) => row(UPCOMING + i, new Date(NOW.getTime() - (i + 1) * DAY))),
    ]);
});
afterAll(async () => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/events?category=Sports&ignoreLocation=true&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * A page asked for from 3 before the last upcoming event: counted exactly (the page reaches past
 * the cap), the last 3 upcoming (soonest first), then the past ones (latest first).
 */
function expectCountedPastTheCap(deep: { events: { title: string }[] }) {
  expect(deep).toMatchObject({
    total: UPCOMING + PAST,
    upcomingTotal: UPCOMING,
    isTotalCapped: false,
    isUpcomingTotalCapped: false,
    hasMore: false,
    nextOffset: null,
  });
  expect(deep.events.map((e) => e.title)).toEqual([
    `Pickup Game ${UPCOMING - 3}`,
    `Pickup Game ${UPCOMING - 2}`,
    `Pickup Game ${UPCOMING - 1}`,
    ...Array.from({ length: PAST }, (_, i) => `Pickup Game ${UPCOMING + i}`),
  ]);
}

describe('list counts', () => {
  it('count up to 1,000 and say there are more', async () => {
    const first = await list('limit=24');
    expect(first).toMatchObject({
      total: LIST_COUNT_CAP,
      upcomingTotal: LIST_COUNT_CAP,
      isTotalCapped: true,
      isUpcomingTotalCapped: true,
      hasMore: true,
      nextOffset: 24,
    });
    expect(first.events[0].title).toBe('Pickup Game 0');
  });

  it('count exactly once the page asked for reaches past the cap, and page on into past events', async () => {
    const deep = await list(`limit=24&offset=${UPCOMING - 3}`);
    expectCountedPastTheCap(deep);
  });

  it('count small lists exactly', async () => {
    const past = await list('when=past');
    expect(past).toMatchObject({ total: PAST, upcomingTotal: 0, isTotalCapped: false, hasMore: false });
  });
});

describe('search counts', () => {
  const search = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events/search?q=pickup&ignoreLocation=true&${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers the first page of a word a thousand events say without counting them all', async () => {
    const first = await search('limit=24');
    expect(first).toMatchObject({
      total: LIST_COUNT_CAP,
      upcomingTotal: LIST_COUNT_CAP,
      isTotalCapped: true,
      isUpcomingTotalCapped: true,
      hasMore: true,
      nextOffset: 24,
    });
    // Equally good matches: the soonest first.
    expect(first.events.map((e: { title: string }) => e.title).slice(0, 3)).toEqual([
      'Pickup Game 0',
      'Pickup Game 1',
      'Pickup Game 2',
    ]);
  });

  it('counts exactly once the page reaches past the cap, and pages on into past matches', async () => {
    const deep = await search(`limit=24&offset=${UPCOMING - 3}`);
    expectCountedPastTheCap(deep);
  });
});

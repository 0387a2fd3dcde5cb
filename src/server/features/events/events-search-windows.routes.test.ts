import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteAllEvents, insertEvent } from '../../lib/events/event-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Sunday 2026-11-22, 07:00 in Stockton (the visitor's default place, Pacific time).
const NOW = new Date('2026-11-22T15:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
});
afterAll(async () => t.close());
beforeEach(async () => deleteAllEvents(t.db));

const search = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/events/search?${new URLSearchParams({ q, ignoreLocation: 'true' })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: { id: number }[]; total: number; upcomingTotal: number };
};

describe('GET /api/events/search without a place, read in date windows', () => {
  it('finds matches at any distance from now: soonest upcoming first, then latest past', async () => {
    // Equally good matches, inserted out of date order; one is over a year ahead, one long past.
    const at = async (days: number) => insertEvent(t.db, { title: 'Karaoke Night', date: inDays(days) });
    const farAhead = await at(400);
    const longAgo = await at(-500);
    const soon = await at(0.05);
    const lastWeek = await at(-7);
    const inAMonth = await at(30);
    await insertEvent(t.db, { title: 'Open Mic', date: inDays(1) });
    const body = await search('karaoke');
    expect(body.events.map((e) => e.id)).toEqual([soon, inAMonth, farAhead, lastWeek, longAgo]);
    expect(body).toMatchObject({ total: 5, upcomingTotal: 3 });
  });

  it('reads a sparse word month by month through the date periods, in date order', async () => {
    // Ten matches in the first two days say the word is sparse: the next window spans months and
    // is read by date period, across period boundaries, then the rest of the year ahead.
    const at = async (days: number) => insertEvent(t.db, { title: 'Karaoke Night', date: inDays(days) });
    const ids = new Map<number, number>();
    for (const days of [
      200, 0.1, 27.9, 380, 1.9, 55, 0.5, 28.1, 1.2, 3, 0.8, 90, 1.5, 0.3, 150, 1.0, 20, 0.2, 56,
    ]) {
      ids.set(days, await at(days));
    }
    const past = await at(-3);
    await insertEvent(t.db, { title: 'Open Mic', date: inDays(60) });
    const body = await search('karaoke');
    const upcoming = [...ids.keys()].sort((a, b) => a - b).map((days) => ids.get(days));
    expect(body.events.map((e) => e.id)).toEqual([...upcoming, past]);
    expect(body).toMatchObject({ total: 20, upcomingTotal: 19 });
  });

  it('reads words that name a category window by window: the words first, then its events', async () => {
    // "symphony" names concerts: events saying the word and concerts that do not, across date periods.
    const titled = (days: number) =>
      insertEvent(t.db, { title: 'Symphony in the Park', category: 'Social', date: inDays(days) });
    const concert = (days: number) =>
      insertEvent(t.db, { title: 'Brass Night', category: 'Concert', date: inDays(days) });
    const words = [await titled(200), await titled(0.5), await titled(40)];
    const concerts = [await concert(90), await concert(1), await concert(35)];
    const pastTitled = await titled(-10);
    const pastConcert = await concert(-5);
    await insertEvent(t.db, { title: 'Open Mic', date: inDays(2) });
    const body = await search('symphony');
    expect(body.events.map((e) => e.id)).toEqual([
      words[1],
      words[2],
      words[0],
      concerts[1],
      concerts[2],
      concerts[0],
      pastTitled,
      pastConcert,
    ]);
    expect(body).toMatchObject({ total: 8, upcomingTotal: 6 });
  });

  it('keeps within the dates the words say', async () => {
    const inside = await insertEvent(t.db, {
      title: 'Karaoke Night',
      date: new Date('2026-11-28T23:00:00Z'),
    });
    await insertEvent(t.db, { title: 'Karaoke Night', date: inDays(1) });
    await insertEvent(t.db, { title: 'Karaoke Night', date: inDays(40) });
    const body = await search('karaoke next weekend');
    expect(body.events.map((e) => e.id)).toEqual([inside]);
    expect(body).toMatchObject({ total: 1, upcomingTotal: 1 });
  });
});

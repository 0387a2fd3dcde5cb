import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteAllEvents, insertEvent, type TestEventValues } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, type TestApp } from '../../testing/test-app.ts';
import { cellsOfCircle } from './search-word-keys.ts';

// Sunday 2026-11-22, 07:00 in Stockton (the visitor's default place, Pacific time).
const NOW = new Date('2026-11-22T15:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

// Stockton sits at 37.96, -121.29: its 50-mile circle reaches into the cells of latitude 37 and 38
// and longitude -123 to -121.
const STOCKTON: TestEventValues = {
  location: 'Stockton, CA',
  city: 'Stockton',
  region: 'CA',
  latitude: 37.9577,
  longitude: -121.2908,
  timeZone: 'America/Los_Angeles',
};
// Sacramento, 45 miles north, in the next cell up (38, -122).
const SACRAMENTO: TestEventValues = {
  location: 'Sacramento, CA',
  city: 'Sacramento',
  region: 'CA',
  latitude: 38.5816,
  longitude: -121.4944,
  timeZone: 'America/Los_Angeles',
};
// Yuba City: inside the circle's box, 75 miles away, so outside the circle.
const YUBA_CITY: TestEventValues = {
  location: 'Yuba City, CA',
  city: 'Yuba City',
  region: 'CA',
  latitude: 39.1404,
  longitude: -121.6169,
  timeZone: 'America/Los_Angeles',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());
beforeEach(async () => deleteAllEvents(t.db));

const search = (params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/events/search?${new URLSearchParams(params)}` });
const titlesOf = (body: { events: { title: string }[] }) => body.events.map((e) => e.title).sort();

describe('GET /api/events/search, read by its words', () => {
  it('finds a word in titles, descriptions and places, stemmed, and every word of several', async () => {
    await insertEvent(t.db, { title: 'Karaoke at the Dock', date: inDays(1) });
    await insertEvent(t.db, { title: 'Open mic', description: 'Sing karaoke all night', date: inDays(40) });
    await insertEvent(t.db, { title: 'Karaoke nights', description: 'Trivia first', date: inDays(400) });
    await insertEvent(t.db, { title: 'Trivia', date: inDays(3) });
    const one = (await search({ q: 'karaoke', ignoreLocation: 'true' })).json();
    expect(titlesOf(one)).toEqual(['Karaoke at the Dock', 'Karaoke nights', 'Open mic']);
    expect(one.total).toBe(3);
    const both = (await search({ q: 'trivia karaoke', ignoreLocation: 'true' })).json();
    expect(titlesOf(both)).toEqual(['Karaoke nights']);
  });

  it('finds a word inside a longer title word ("lantern" in "Lanternfest")', async () => {
    await insertEvent(t.db, { title: 'Lanternfest by the river', date: inDays(2) });
    await insertEvent(t.db, { title: 'Paper lantern walk', date: inDays(30) });
    await insertEvent(t.db, { title: 'Quiet reading', description: 'Bring a flashlight', date: inDays(5) });
    const body = (await search({ q: 'lantern', ignoreLocation: 'true' })).json();
    expect(titlesOf(body)).toEqual(['Lanternfest by the river', 'Paper lantern walk']);
  });

  it('reads a title-word typo and the typed word together', async () => {
    await insertEvent(t.db, { title: 'Symphony under the stars', date: inDays(2) });
    await insertEvent(t.db, { title: 'Jazz brunch', date: inDays(2) });
    const body = (await search({ q: 'symphny', ignoreLocation: 'true' })).json();
    expect(titlesOf(body)).toEqual(['Symphony under the stars']);
    expect(body.interpreted.corrections).toContainEqual(expect.objectContaining({ typed: 'symphny' }));
  });

  it('falls back to parts of words when the words match nothing', async () => {
    await insertEvent(t.db, { title: 'Fall Fest', location: 'Victory Park, Stockton, CA', date: inDays(1) });
    await insertEvent(t.db, { title: 'Other thing', date: inDays(1) });
    expect(titlesOf((await search({ q: 'ctory pa', ignoreLocation: 'true' })).json())).toEqual(['Fall Fest']);
    expect(titlesOf((await search({ q: 'ictor', ignoreLocation: 'true' })).json())).toEqual(['Fall Fest']);
  });

  it('finds the words near a place across map cells, inside the circle only', async () => {
    await insertEvent(t.db, { title: 'Trivia night downtown', date: inDays(1), ...STOCKTON });
    await insertEvent(t.db, { title: 'Capitol trivia night', date: inDays(2), ...SACRAMENTO });
    await insertEvent(t.db, { title: 'Yuba trivia night', date: inDays(2), ...YUBA_CITY });
    await insertEvent(t.db, {
      title: 'Trivia night, no place',
      date: inDays(2),
      latitude: null,
      longitude: null,
    });
    const body = (await search({ q: 'trivia night', ignoreLocation: 'false' })).json();
    expect(titlesOf(body)).toEqual(['Capitol trivia night', 'Trivia night downtown']);
    expect(body.total).toBe(2);
  });

  it('lists the one-degree cells a circle touches, and none past a few hundred miles', () => {
    expect(cellsOfCircle({ lat: 37.9577, lon: -121.2908, radiusMiles: 50 })).toEqual([
      '37,-123',
      '37,-122',
      '37,-121',
      '38,-123',
      '38,-122',
      '38,-121',
    ]);
    expect(cellsOfCircle({ lat: 37.9577, lon: -121.2908, radiusMiles: 1000 })).toBeNull();
  });
});

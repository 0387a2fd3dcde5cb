import { inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEventUid } from '#shared/lib/calendar/ics.ts';
import { events } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { EVENTS_FEED_MAX_EVENTS } from './events-feed.service.ts';

const SITE = 'https://confetti.example';
const NOW = new Date('2026-06-10T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;

type Place = { city: string; region: string; latitude: number; longitude: number; timeZone: string };
const AUSTIN: Place = {
  city: 'Austin',
  region: 'TX',
  latitude: 30.2672,
  longitude: -97.7431,
  timeZone: 'America/Chicago',
};
// About 21 miles north of Austin: inside 25 miles, outside 10.
const ROUND_ROCK: Place = {
  city: 'Round Rock',
  region: 'TX',
  latitude: 30.5083,
  longitude: -97.6789,
  timeZone: 'America/Chicago',
};
const DALLAS: Place = {
  city: 'Dallas',
  region: 'TX',
  latitude: 32.7767,
  longitude: -96.797,
  timeZone: 'America/Chicago',
};

async function insertEvent(
  title: string,
  fromNow: number,
  place: Place,
  category = 'Music',
): Promise<number> {
  const [row] = await t.db
    .insert(events)
    .values({
      title,
      description: `All about ${title}.`,
      category,
      date: new Date(NOW.getTime() + fromNow),
      location: `${place.city} Hall`,
      ...place,
    })
    .returning({ id: events.id });
  return row!.id;
}

const feed = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/calendar/feeds/events.ics${query}`, headers });

/** The feed parsed back with ical.js: its name and the event ids, from the stable UIDs. */
async function readFeed(query: string) {
  const res = await feed(query);
  expect(res.statusCode, res.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const ids = calendar
    .getAllSubcomponents('vevent')
    .map((v) => Number(/^event-(\d+)@/.exec(String(v.getFirstPropertyValue('uid')))?.[1]));
  return { res, calendar, ids: ids.sort((a, b) => a - b) };
}

const ids = {} as Record<'jazz' | 'trivia' | 'roundRock' | 'dallas' | 'onNow' | 'past', number>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE }, { now: NOW });
  ids.jazz = await insertEvent('Jazz on the Lawn', 2 * DAY, AUSTIN);
  ids.trivia = await insertEvent('Trivia Night', 3 * DAY, AUSTIN, 'Social');
  ids.roundRock = await insertEvent('Round Rock Rock Show', 4 * DAY, ROUND_ROCK);
  ids.dallas = await insertEvent('Dallas Jazz Festival', 5 * DAY, DALLAS);
  ids.onNow = await insertEvent('Jazz Brunch', -2 * HOUR, AUSTIN);
  ids.past = await insertEvent('Last Week Jazz', -7 * DAY, AUSTIN);
});
afterAll(async () => t.close());

describe('GET /api/calendar/feeds/events.ics', () => {
  it('answers every upcoming event, and one on now, as iCalendar with caching headers and no cookie', async () => {
    const { res, calendar, ids: found } = await readFeed('');
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Confetti: Events');
    expect(found).toEqual([ids.jazz, ids.trivia, ids.roundRock, ids.dallas, ids.onNow].sort((a, b) => a - b));
    const jazz = calendar
      .getAllSubcomponents('vevent')
      .find((v) => v.getFirstPropertyValue('uid') === buildEventUid(ids.jazz!, SITE))!;
    expect(String(jazz.getFirstPropertyValue('url'))).toBe(`${SITE}/events/${ids.jazz}`);
    expect(jazz.getFirstPropertyValue('summary')).toBe('Jazz on the Lawn');
  });

  it('keeps a city’s events within 50 miles, or the radius asked for', async () => {
    const near = await readFeed('?city=austin&region=Texas');
    expect(near.ids).toEqual([ids.jazz, ids.trivia, ids.roundRock, ids.onNow].sort((a, b) => a - b));
    expect(near.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Confetti: Events near Austin, TX');
    const close = await readFeed('?city=Austin&region=TX&radius=10');
    expect(close.ids).toEqual([ids.jazz, ids.trivia, ids.onNow].sort((a, b) => a - b));
    expect(close.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Confetti: Events within 10 miles of Austin, TX',
    );
  });

  it('takes a city alone as the best match of that name, and says which in its name', async () => {
    const alone = await readFeed('?city=Austin');
    expect(alone.ids).toEqual([ids.jazz, ids.trivia, ids.roundRock, ids.onNow].sort((a, b) => a - b));
    expect(alone.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Confetti: Events near Austin, TX');
    const chicago = await readFeed('?city=Chicago');
    expect(chicago.ids).toEqual([]);
    expect(chicago.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Confetti: Events near Chicago, IL');
  });

  it('filters by category in any case and reads the words as a search does', async () => {
    const music = await readFeed('?category=music&city=Austin&region=TX');
    expect(music.ids).toEqual([ids.jazz, ids.roundRock, ids.onNow].sort((a, b) => a - b));
    expect(music.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Confetti: Music events near Austin, TX',
    );
    const jazz = await readFeed(`?q=${encodeURIComponent('jazz')}`);
    expect(jazz.ids).toEqual([ids.jazz, ids.dallas, ids.onNow].sort((a, b) => a - b));
    expect(jazz.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Confetti: Events matching “jazz”');
    // A place in the words applies when the feed names none.
    const inDallas = await readFeed(`?q=${encodeURIComponent('jazz in dallas')}`);
    expect(inDallas.ids).toEqual([ids.dallas]);
  });

  it('answers 304 to a poll whose tag still matches, and a new tag once an event changes', async () => {
    const first = await feed('?city=Austin&region=TX');
    const etag = String(first.headers.etag);
    t.setNow(new Date(NOW.getTime() + 60_000));
    const again = await feed('?city=Austin&region=TX', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await insertEvent('New Austin Show', 6 * DAY, AUSTIN);
    const changed = await feed('?city=Austin&region=TX', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    t.setNow(NOW);
  });

  it('sends Last-Modified and answers If-Modified-Since with 304 until the feed itself changes', async () => {
    const first = await feed('?city=Austin&region=TX&radius=10');
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(NOW.getTime());
    t.setNow(new Date(NOW.getTime() + 60_000));
    // A write elsewhere rebuilds the feed, but it reads the same: still not modified.
    const elsewhere = await insertEvent('Dallas Quiz Night', 7 * DAY, DALLAS);
    const again = await feed('?city=Austin&region=TX&radius=10', { 'if-modified-since': lastModified });
    expect(again.statusCode).toBe(304);
    expect(again.headers['last-modified']).toBe(lastModified);
    // If-None-Match wins over If-Modified-Since.
    const stale = await feed('?city=Austin&region=TX&radius=10', {
      'if-none-match': 'W/"other"',
      'if-modified-since': lastModified,
    });
    expect(stale.statusCode).toBe(200);
    const added = await insertEvent('Austin Quiz Night', 7 * DAY, AUSTIN);
    const changed = await feed('?city=Austin&region=TX&radius=10', { 'if-modified-since': lastModified });
    expect(changed.statusCode).toBe(200);
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
    await t.db.delete(events).where(inArray(events.id, [elsewhere, added]));
    t.setNow(NOW);
  });

  it('drops an event 12 hours after it started, even when the feed was just served', async () => {
    expect((await readFeed('?q=brunch')).ids).toEqual([ids.onNow]);
    t.setNow(new Date(NOW.getTime() + 10 * HOUR + 60_000));
    expect((await readFeed('?q=brunch')).ids).toEqual([]);
    t.setNow(NOW);
  });

  it('refuses unknown categories, places and radii with a message, and a radius without a city', async () => {
    const cases: [string, RegExp][] = [
      ['?category=Polka', /Unknown category\. Choose one of: .*Music/],
      ['?city=Nowhereville&region=TX', /We could not find Nowhereville, TX\. Check the city and state\./],
      ['?city=Nowhereville', /We could not find Nowhereville\. Check the city, or add its state/],
      ['?region=TX', /Add a city for the state and radius/],
      ['?radius=25', /Add a city for the state and radius/],
      ['?city=Austin&region=TX&radius=0', /Radius must be at least 1 mile/],
      ['?city=Austin&region=TX&radius=501', /Radius must be at most 500 miles/],
      ['?city=Austin&region=TX&radius=ten', /Radius must be a number of miles/],
      [`?q=${'x'.repeat(201)}`, /Search text must be at most 200 characters/],
      ['?q=a%00b', /Search text must be a single line/],
    ];
    for (const [query, message] of cases) {
      const res = await feed(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it(`holds at most ${EVENTS_FEED_MAX_EVENTS} events, the soonest`, async () => {
    const many = Array.from({ length: EVENTS_FEED_MAX_EVENTS + 5 }, (_, i) => ({
      title: `Open Mic ${i}`,
      description: 'Weekly open mic.',
      category: 'Sports',
      date: new Date(NOW.getTime() + 10 * DAY + i * HOUR),
      location: 'Austin Hall',
      ...AUSTIN,
    }));
    await t.db.insert(events).values(many);
    const { calendar, ids: found } = await readFeed('?category=sports');
    expect(found).toHaveLength(EVENTS_FEED_MAX_EVENTS);
    const titles = calendar
      .getAllSubcomponents('vevent')
      .map((v) => String(v.getFirstPropertyValue('summary')));
    expect(titles).toContain('Open Mic 0');
    expect(titles).not.toContain(`Open Mic ${EVENTS_FEED_MAX_EVENTS + 4}`);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';
import { ALMANAC } from './almanac.data.ts';
import { nextOccurrence } from './date-rule.ts';
import { normalizeTitle } from './dedupe.ts';

// Local server: a good feed near Stockton (one recurring weekly market, one one-off far away),
// and a broken one.
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Feed//EN',
  'BEGIN:VEVENT',
  'UID:market-1@test',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20261201T180000Z',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'SUMMARY:Lodi Winter Night Market',
  'LOCATION:School Street, Lodi, CA',
  'DESCRIPTION:Makers, food and music every week.',
  'CATEGORIES:Christmas Market',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:far-1@test',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20261205T180000Z',
  'SUMMARY:Boston Harbor Lights',
  'LOCATION:Boston, MA',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

let server: Server;
let feedBase: string;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/good.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(ICS);
    } else {
      res.writeHead(500);
      res.end('broken');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp(
    { DISCOVERY_ICS_FEEDS: `${feedBase}/good.ics, ${feedBase}/broken.ics` },
    {
      now: new Date('2026-11-23T12:00:00Z'),
    },
  );
  ({ cookie } = await signUpAndLogIn(t.app));
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

const discover = (method: 'GET' | 'POST', params: Record<string, string | number>, headers = {}) =>
  method === 'GET'
    ? t.app.inject({
        method,
        url: `/api/events/discover?${new URLSearchParams(params as Record<string, string>)}`,
      })
    : t.app.inject({ method, url: '/api/events/discover', payload: params, headers });

describe('almanac', () => {
  it('holds at least 300 distinct events, covers every state and DC with at least three, and all rules expand', () => {
    expect(ALMANAC.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ALMANAC.map((entry) => entry[0])).size).toBe(ALMANAC.length);
    const perState = new Map<string, number>();
    for (const entry of ALMANAC) perState.set(entry[2], (perState.get(entry[2]) ?? 0) + 1);
    const states = [...perState.entries()].filter(([code]) => code !== 'DC');
    expect(states).toHaveLength(50);
    expect(states.every(([, n]) => n >= 3)).toBe(true);
    expect(perState.get('DC')).toBeGreaterThanOrEqual(3);
    for (const entry of ALMANAC)
      expect(nextOccurrence(entry[5], entry[6], 'America/Chicago', new Date())).not.toBeNull();
  });

  it('expands yearly rules to the next date', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    // Thanksgiving 2026 is Thursday, November 26; Patriots' Day 2027 is Monday, April 19.
    expect(nextOccurrence('4 Thu Nov', 8, 'America/New_York', now)?.toISOString()).toBe(
      '2026-11-26T13:00:00.000Z',
    );
    expect(nextOccurrence('3 Mon Apr', 9, 'America/New_York', now)?.toISOString()).toBe(
      '2027-04-19T13:00:00.000Z',
    );
    expect(nextOccurrence('last Mon May', 7, 'America/Denver', now)?.toISOString()).toBe(
      '2027-05-31T13:00:00.000Z',
    );
    expect(nextOccurrence('Jul 4', 7, 'America/New_York', now)?.toISOString()).toBe(
      '2027-07-04T11:00:00.000Z',
    );
  });

  it('normalises titles for de-duplication', () => {
    expect(normalizeTitle('The 41st Annual Boston Marathon 2027!')).toBe(normalizeTitle('boston marathon'));
    expect(normalizeTitle('Fête de Café')).toBe('fete de cafe');
  });
});

describe('GET /api/events/discover', () => {
  it('asks for both city and state with the spec’s message', async () => {
    const res = await discover('GET', { city: 'Stockton' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Please enter both city and state',
      details: expect.any(String),
    });
  });

  it('rejects a radius outside 10-200 miles and an unknown place', async () => {
    const wide = await discover('GET', { city: 'Stockton', region: 'CA', radius: 500 });
    expect(wide.statusCode).toBe(400);
    expect(wide.body).toContain('Radius must be at most 200 miles');
    const nowhere = await discover('GET', { city: 'Atlantis', region: 'CA' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error).toBe('Location not found');
  });

  it('finds almanac and feed events within the radius, reports the broken feed, stores nothing', async () => {
    const res = await discover('GET', { city: 'Stockton', region: 'CA', radius: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const titles = body.events.map((e: { title: string }) => e.title);
    expect(titles).toContain('Stockton Asparagus Festival');
    expect(titles).toContain('Sacramento Turkey Trot');
    expect(titles).not.toContain('Boston Marathon');
    // The weekly market: three occurrences from the recurrence rule, placed in Lodi.
    const market = body.events.filter((e: { title: string }) => e.title === 'Lodi Winter Night Market');
    expect(market).toHaveLength(3);
    expect(market[0]).toMatchObject({ city: 'Lodi', region: 'CA', category: 'Christmas Market' });
    expect(titles).not.toContain('Boston Harbor Lights');
    expect(body.events.every((e: { distanceMiles: number }) => e.distanceMiles <= 50)).toBe(true);
    const broken = body.results.sources.find((s: { source: string }) => s.source.endsWith('broken.ics'));
    expect(broken.error).toContain('HTTP 500');
    const good = body.results.sources.find((s: { source: string }) => s.source.endsWith('good.ics'));
    expect(good).toMatchObject({ found: 3, error: null });
    expect(body.results).toMatchObject({ created: 0, duplicates: 0 });
    const [stored] = await t.db.select({ n: count() }).from(events);
    expect(stored!.n).toBe(0);
  });

  it('keeps to a small radius', async () => {
    const near = await discover('GET', { city: 'Stockton', region: 'CA', radius: 10 });
    const titles = near.json().events.map((e: { title: string }) => e.title);
    expect(titles).toContain('Stockton Asparagus Festival');
    expect(titles).not.toContain('Sacramento Turkey Trot');
  });
});

describe('POST /api/events/discover', () => {
  it('needs a signed-in user', async () => {
    const res = await discover('POST', { city: 'Stockton', region: 'CA', radius: 50 });
    expect(res.statusCode).toBe(401);
  });

  it('stores new events once; a second run and a concurrent run report duplicates', async () => {
    const params = { city: 'Stockton', region: 'CA', country: 'United States', radius: 50 };
    const [first, concurrent] = await Promise.all([
      discover('POST', params, { cookie }),
      discover('POST', params, { cookie }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(concurrent.statusCode).toBe(200);
    const createdTotal = first.json().results.created + concurrent.json().results.created;
    const found = first.json().results.found;
    expect(createdTotal).toBe(found);
    const again = await discover('POST', params, { cookie });
    expect(again.json().results).toMatchObject({ found, created: 0, duplicates: found });
    expect(again.json().events.every((e: { eventId: number | null }) => e.eventId !== null)).toBe(true);
    const [stored] = await t.db.select({ n: count() }).from(events).where(eq(events.source, 'discovery'));
    expect(stored!.n).toBe(found);
    const get = await discover('GET', params);
    expect(get.json().results.duplicates).toBe(found);
  });
});

import { eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedLinksSchema } from '#shared/contracts/calendar-feed.ts';
import { buildEventUid, ICS_PRODUCT_ID } from '#shared/lib/calendar/ics.ts';
import { bookmarks, events, rsvps } from '../../db/schema.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

const SITE = 'https://confetti.example';
let t: TestApp;

type Session = { cookie: string; userId: number };

async function newUser(): Promise<Session> {
  const session = await signUpAndLogIn(t.app);
  return { cookie: session.cookie, userId: session.user.id };
}

async function insertEvent(title: string, date: string, timeZone = 'America/New_York'): Promise<number> {
  const [row] = await t.db
    .insert(events)
    .values({
      title,
      description: `All about ${title}.`,
      category: 'Social',
      date: new Date(date),
      location: 'Skyline Terrace',
      city: 'New York',
      region: 'NY',
      latitude: 40.7128,
      longitude: -74.006,
      timeZone,
    })
    .returning({ id: events.id });
  return row!.id;
}

const bookmark = (userId: number, eventId: number) => t.db.insert(bookmarks).values({ userId, eventId });

const feedCall = (method: 'GET' | 'POST' | 'DELETE', cookie?: string) =>
  t.app.inject({ method, url: '/api/calendar/feed', headers: cookie ? { cookie } : {} });

async function enableFeed(session: Session) {
  const res = await feedCall('POST', session.cookie);
  expect(res.statusCode).toBe(201);
  return calendarFeedLinksSchema.parse(res.json());
}

/** Fetches a feed URL the way a calendar app does: no cookie at all. */
const fetchFeed = (httpsUrl: string) => t.app.inject({ method: 'GET', url: new URL(httpsUrl).pathname });

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, vevents };
}

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: SITE,
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_HOUR: '1000',
  });
});
afterAll(async () => t.close());

describe('GET /api/calendar/feed', () => {
  it('returns 401 when nobody is signed in', async () => {
    const res = await feedCall('GET');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('says whether the user has a feed, never its link', async () => {
    const session = await newUser();
    expect((await feedCall('GET', session.cookie)).json()).toEqual({ isEnabled: false });
    await enableFeed(session);
    const res = await feedCall('GET', session.cookie);
    expect(res.json()).toEqual({ isEnabled: true });
  });
});

describe('POST /api/calendar/feed', () => {
  it('returns 401 when nobody is signed in', async () => {
    expect((await feedCall('POST')).statusCode).toBe(401);
  });

  it('answers 201 with the https and webcal links on the public URL', async () => {
    const links = await enableFeed(await newUser());
    expect(links.httpsUrl).toMatch(
      /^https:\/\/confetti\.example\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(links.webcalUrl).toBe(links.httpsUrl.replace('https://', 'webcal://'));
  });
});

describe('GET /api/calendar/feed/:token.ics', () => {
  it('serves exactly the user’s bookmarks as iCalendar without a session cookie', async () => {
    const owner = await newUser();
    const other = await newUser();
    const first = await insertEvent('Rooftop Birthday Bash', '2026-12-12T00:00:00Z');
    const second = await insertEvent('Harbor Lights Gala', '2026-12-05T02:30:00Z', 'America/Los_Angeles');
    const notMine = await insertEvent('Someone Else’s Party', '2026-12-20T20:00:00Z');
    await bookmark(owner.userId, first);
    await bookmark(owner.userId, second);
    await bookmark(other.userId, notMine);
    const links = await enableFeed(owner);

    const res = await fetchFeed(links.httpsUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');

    const { calendar, vevents } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('prodid')).toBe(ICS_PRODUCT_ID);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Confetti bookmarks');
    expect(vevents.map((e) => e.uid)).toEqual([buildEventUid(second, SITE), buildEventUid(first, SITE)]);
    const gala = vevents[0]!;
    expect(gala.summary).toBe('Harbor Lights Gala');
    expect(gala.startDate.toJSDate().toISOString()).toBe('2026-12-05T02:30:00.000Z');
    expect(gala.endDate.toJSDate().toISOString()).toBe('2026-12-05T04:30:00.000Z');
    expect(gala.description).toContain(`${SITE}/events/${second}`);
    expect(gala.location).toBe('Skyline Terrace, New York, NY');
  });

  it('also serves the events the user is going to, not those answered Maybe', async () => {
    const owner = await newUser();
    const going = await insertEvent('Going Party', '2026-12-14T00:00:00Z');
    const maybe = await insertEvent('Maybe Party', '2026-12-15T00:00:00Z');
    await t.db.insert(rsvps).values([
      { eventId: going, userId: owner.userId, status: 'going' },
      { eventId: maybe, userId: owner.userId, status: 'maybe' },
    ]);
    const { vevents } = parseFeed((await fetchFeed((await enableFeed(owner)).httpsUrl)).body);
    expect(vevents.map((e) => e.uid)).toEqual([buildEventUid(going, SITE)]);
  });

  it('also serves the events the user hosts, once each, and no one else’s', async () => {
    const owner = await newUser();
    const other = await newUser();
    const hosted = await insertEvent('My Own Party', '2026-12-16T00:00:00Z');
    const hostedAndBookmarked = await insertEvent('My Other Party', '2026-12-17T00:00:00Z');
    const theirs = await insertEvent('Their Party', '2026-12-18T00:00:00Z');
    await t.db
      .update(events)
      .set({ organizerId: owner.userId })
      .where(inArray(events.id, [hosted, hostedAndBookmarked]));
    await t.db.update(events).set({ organizerId: other.userId }).where(eq(events.id, theirs));
    await bookmark(owner.userId, hostedAndBookmarked);
    const { vevents } = parseFeed((await fetchFeed((await enableFeed(owner)).httpsUrl)).body);
    expect(vevents.map((e) => e.uid)).toEqual([
      buildEventUid(hosted, SITE),
      buildEventUid(hostedAndBookmarked, SITE),
    ]);
  });

  it('serves a valid, empty calendar when nothing is bookmarked', async () => {
    const links = await enableFeed(await newUser());
    const res = await fetchFeed(links.httpsUrl);
    expect(res.statusCode).toBe(200);
    expect(parseFeed(res.body).vevents).toHaveLength(0);
  });

  it('follows bookmark changes on the next fetch', async () => {
    const session = await newUser();
    const links = await enableFeed(session);
    const later = await insertEvent('Late Addition', '2027-01-09T01:00:00Z');
    await bookmark(session.userId, later);
    const { vevents } = parseFeed((await fetchFeed(links.httpsUrl)).body);
    expect(vevents.map((e) => e.summary)).toEqual(['Late Addition']);
  });

  it('stops working for the old link once a new one is made', async () => {
    const session = await newUser();
    const old = await enableFeed(session);
    const fresh = await enableFeed(session);
    expect(fresh.httpsUrl).not.toBe(old.httpsUrl);
    expect((await fetchFeed(old.httpsUrl)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.httpsUrl)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', `/api/calendar/feed/${'A'.repeat(43)}.ics`],
    ['a malformed token', '/api/calendar/feed/abc.ics'],
    ['no .ics suffix', `/api/calendar/feed/${'B'.repeat(43)}`],
  ])('returns 404 for %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Calendar feed not found', code: 'NOT_FOUND' });
  });
});

describe('DELETE /api/calendar/feed', () => {
  it('returns 401 when nobody is signed in', async () => {
    expect((await feedCall('DELETE')).statusCode).toBe(401);
  });

  it('revokes the feed: its link answers 404 and the status says disabled', async () => {
    const session = await newUser();
    const links = await enableFeed(session);
    expect((await fetchFeed(links.httpsUrl)).statusCode).toBe(200);
    const res = await feedCall('DELETE', session.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isEnabled: false });
    expect((await fetchFeed(links.httpsUrl)).statusCode).toBe(404);
    expect((await feedCall('GET', session.cookie)).json()).toEqual({ isEnabled: false });
  });
});

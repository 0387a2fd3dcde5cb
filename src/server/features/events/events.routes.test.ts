import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haversineMiles } from '#shared/lib/geo.ts';
import { bookmarks, events, socialMediaPosts, vendors } from '../../db/schema.ts';
import { deleteAllEvents, insertEvent, makeAdmin, STOCKTON } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

// Sunday 2026-11-22, 07:00 in Stockton.
const NOW = new Date('2026-11-22T15:00:00Z');
const MILES_PER_DEGREE_LAT = 69.0934;
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());
beforeEach(async () => deleteAllEvents(t.db));

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });
const titlesOf = (body: { events: { title: string }[] }) => body.events.map((e) => e.title);

describe('GET /api/events', () => {
  it('lists upcoming events soonest first, then past events latest first, with totals', async () => {
    await insertEvent(t.db, { title: 'Past far', date: inDays(-30) });
    await insertEvent(t.db, { title: 'Soon', date: inDays(1) });
    await insertEvent(t.db, { title: 'Past recent', date: inDays(-1) });
    await insertEvent(t.db, { title: 'Later', date: inDays(10) });
    const res = await get('/api/events?ignoreLocation=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titlesOf(body)).toEqual(['Soon', 'Later', 'Past recent', 'Past far']);
    expect(body).toMatchObject({ total: 4, upcomingTotal: 2, hasMore: false, nextOffset: null });
    expect(body.userLocation).toEqual({
      city: 'Stockton',
      region: 'CA',
      country: 'United States',
      lat: STOCKTON.lat,
      lon: STOCKTON.lon,
    });
  });

  it('answers list items: the card’s fields and a description excerpt cut at a word', async () => {
    const long = `${'Live music, food trucks and lawn games by the river. '.repeat(8)}Bring a blanket.`;
    const id = await insertEvent(t.db, { title: 'Long description party', description: long });
    const body = (await get('/api/events?ignoreLocation=true')).json();
    const item = body.events.find((e: { id: number }) => e.id === id);
    expect(Object.keys(item).sort()).toEqual(
      [
        'admission',
        'category',
        'city',
        'clock',
        'createdAt',
        'date',
        'description',
        'eviteInvitationUrl',
        'id',
        'image',
        'isSoldOut',
        'latitude',
        'location',
        'longitude',
        'organizerId',
        'priceMaxCents',
        'priceMinCents',
        'region',
        'series',
        'ticketUrl',
        'timeZone',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(item.clock).toMatchObject({ local: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) });
    expect(item.description.length).toBeLessThanOrEqual(241);
    expect(item.description).toMatch(/ by the river…$|\w…$/);
    expect(long.startsWith(item.description.slice(0, -1))).toBe(true);
    const detail = (await get(`/api/events/${id}`)).json();
    expect(detail.description).toBe(long);
  });

  it('answers every event field with ISO dates, the creator and an empty post list', async () => {
    const { user } = await signUpAndLogIn(t.app, { name: 'Rosa Diaz' });
    const id = await insertEvent(t.db, {
      title: 'Rosa party',
      organizerId: user.id,
      organizerName: 'Rosa Diaz',
    });
    const [event] = (await get('/api/events?ignoreLocation=true&full=true')).json().events;
    expect(event).toMatchObject({
      id,
      title: 'Rosa party',
      date: '2026-12-01T03:00:00.000Z',
      country: 'United States',
      timeZone: 'America/Los_Angeles',
      organizerId: user.id,
      creator: { name: 'Rosa Diaz', username: user.username },
      eviteSynced: false,
      socialPosts: [],
    });
    expect(event.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives a null creator when the event has no organizer account', async () => {
    await insertEvent(t.db, { organizerName: 'City of Stockton' });
    const [event] = (await get('/api/events?ignoreLocation=true&full=true')).json().events;
    expect(event.creator).toBeNull();
    expect(event.organizerName).toBe('City of Stockton');
  });

  it('merges stored posts with legacy posts held as a list or as a JSON string, newest first', async () => {
    const first = await insertEvent(t.db, {
      title: 'A',
      date: inDays(1),
      socialPosts: [{ platform: 'twitter', url: 'https://x.com/1', timestamp: '2026-11-01T00:00:00Z' }],
    });
    const second = await insertEvent(t.db, {
      title: 'B',
      date: inDays(2),
      socialPosts: JSON.stringify([
        {
          platform: 'linkedin',
          url: 'https://linkedin.com/p/1',
          timestamp: '2026-11-03T00:00:00Z',
          image_url: '/i.png',
        },
        { platform: 'myspace', url: 'https://myspace.com/nope' },
        'garbage',
      ]),
    });
    await insertEvent(t.db, { title: 'C', date: inDays(3), socialPosts: '{not json' });
    await t.db.insert(socialMediaPosts).values([
      {
        eventId: first,
        platform: 'facebook',
        url: 'https://fb.com/1',
        timestamp: new Date('2026-11-02T00:00:00Z'),
      },
      {
        eventId: second,
        platform: 'instagram',
        url: 'https://instagram.com/1',
        timestamp: new Date('2026-11-04T00:00:00Z'),
      },
    ]);
    const [a, b, c] = (await get('/api/events?ignoreLocation=true&full=true')).json().events;
    expect(a.socialPosts.map((p: { url: string }) => p.url)).toEqual(['https://fb.com/1', 'https://x.com/1']);
    expect(b.socialPosts).toEqual([
      expect.objectContaining({
        platform: 'instagram',
        url: 'https://instagram.com/1',
        id: expect.any(Number),
      }),
      expect.objectContaining({
        platform: 'linkedin',
        imageUrl: '/i.png',
        timestamp: '2026-11-03T00:00:00.000Z',
      }),
    ]);
    expect(c.socialPosts).toEqual([]);
  });

  it('filters by category case-insensitively', async () => {
    await insertEvent(t.db, { title: 'Cake', category: 'Birthday' });
    await insertEvent(t.db, { title: 'Vows', category: 'Wedding' });
    for (const category of ['birthday', 'BIRTHDAY', 'Birthday']) {
      const body = (await get(`/api/events?ignoreLocation=true&category=${category}`)).json();
      expect(titlesOf(body)).toEqual(['Cake']);
    }
  });

  it('reads an unknown category as Other', async () => {
    await insertEvent(t.db, { title: 'Misc', category: 'Other' });
    await insertEvent(t.db, { title: 'Cake', category: 'Birthday' });
    const body = (await get('/api/events?ignoreLocation=true&category=Underwater%20Basket%20Weaving')).json();
    expect(titlesOf(body)).toEqual(['Misc']);
  });

  it('keeps events within 50 miles of the visitor with Near Me, and all of them without', async () => {
    const north = (miles: number) => ({
      latitude: STOCKTON.lat + miles / MILES_PER_DEGREE_LAT,
      longitude: STOCKTON.lon,
    });
    await insertEvent(t.db, { title: 'Lodi', latitude: 38.1302, longitude: -121.2724 });
    await insertEvent(t.db, { title: '49 miles north', ...north(49) });
    await insertEvent(t.db, { title: '51 miles north', ...north(51) });
    await insertEvent(t.db, { title: 'San Francisco', latitude: 37.7749, longitude: -122.4194 });
    // Inside the bounding box but 63 miles away on the diagonal.
    await insertEvent(t.db, {
      title: 'Box corner',
      latitude: STOCKTON.lat + 0.65,
      longitude: STOCKTON.lon + 0.82,
    });
    await insertEvent(t.db, { title: 'No coordinates', latitude: null, longitude: null });
    expect(haversineMiles(STOCKTON, { lat: STOCKTON.lat + 0.65, lon: STOCKTON.lon + 0.82 })).toBeGreaterThan(
      55,
    );
    const near = (await get('/api/events?ignoreLocation=false')).json();
    expect(titlesOf(near).sort()).toEqual(['49 miles north', 'Lodi']);
    const defaulted = (await get('/api/events')).json();
    expect(defaulted.total).toBe(2);
    const all = (await get('/api/events?ignoreLocation=true')).json();
    expect(all.total).toBe(6);
  });

  it('places the visitor by IP, and honours X-Forwarded-For only behind a trusted proxy', async () => {
    await insertEvent(t.db, {
      title: 'Boston',
      location: 'Boston, MA',
      latitude: 42.3601,
      longitude: -71.0589,
    });
    await insertEvent(t.db, { title: 'Stockton' });
    const fromCambridge = (await get('/api/events', {}, '18.0.0.1')).json();
    expect(fromCambridge.userLocation).toMatchObject({ city: 'Cambridge', region: 'MA' });
    expect(titlesOf(fromCambridge)).toEqual(['Boston']);
    const spoofed = (await get('/api/events', { 'x-forwarded-for': '18.0.0.1' })).json();
    expect(spoofed.userLocation.city).toBe('Stockton');
    expect(titlesOf(spoofed)).toEqual(['Stockton']);
  });

  it('pages with limit and offset, across the upcoming/past boundary', async () => {
    for (const [title, days] of [
      ['U1', 1],
      ['U2', 2],
      ['U3', 3],
      ['P1', -1],
      ['P2', -2],
    ] as const) {
      await insertEvent(t.db, { title, date: inDays(days) });
    }
    const first = (await get('/api/events?ignoreLocation=true&limit=2')).json();
    expect(titlesOf(first)).toEqual(['U1', 'U2']);
    expect(first).toMatchObject({ total: 5, upcomingTotal: 3, hasMore: true, nextOffset: 2 });
    const second = (await get('/api/events?ignoreLocation=true&limit=2&offset=2')).json();
    expect(titlesOf(second)).toEqual(['U3', 'P1']);
    expect(second).toMatchObject({ hasMore: true, nextOffset: 4 });
    const last = (await get('/api/events?ignoreLocation=true&limit=2&offset=4')).json();
    expect(titlesOf(last)).toEqual(['P2']);
    expect(last).toMatchObject({ hasMore: false, nextOffset: null });
    const beyond = (await get('/api/events?ignoreLocation=true&limit=2&offset=40')).json();
    expect(beyond).toMatchObject({ events: [], total: 5, hasMore: false, nextOffset: null });
  });

  it('filters upcoming or past events with when', async () => {
    await insertEvent(t.db, { title: 'Future', date: inDays(1) });
    await insertEvent(t.db, { title: 'Old', date: inDays(-1) });
    expect(titlesOf((await get('/api/events?ignoreLocation=true&when=upcoming')).json())).toEqual(['Future']);
    const past = (await get('/api/events?ignoreLocation=true&when=past')).json();
    expect(titlesOf(past)).toEqual(['Old']);
    expect(past).toMatchObject({ total: 1, upcomingTotal: 0 });
  });

  it('lists the signed-in user’s own events anywhere with creator=me, and a user’s with creator=id', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    await insertEvent(t.db, {
      title: 'Mine far away',
      organizerId: user.id,
      latitude: 40.7128,
      longitude: -74.006,
    });
    await insertEvent(t.db, { title: 'Theirs', organizerId: other.user.id });
    const mine = (await get('/api/events?creator=me', { cookie })).json();
    expect(titlesOf(mine)).toEqual(['Mine far away']);
    const theirs = (await get(`/api/events?creator=${other.user.id}&ignoreLocation=true`)).json();
    expect(titlesOf(theirs)).toEqual(['Theirs']);
  });

  it('answers 401 for creator=me without a session', async () => {
    const res = await get('/api/events?creator=me');
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=1001', 'limit must be at most 1000'],
    ['offset=-1', 'offset must be 0 or more'],
    ['ignoreLocation=yes', "ignoreLocation must be 'true' or 'false'"],
    ['when=tomorrow', undefined],
    ['creator=nobody', undefined],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(`/api/events?${query}`);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().issues[0].message).toBe(message);
  });
});

describe('GET /api/events/:id', () => {
  it('answers the event', async () => {
    const id = await insertEvent(t.db, { title: 'One' });
    const res = await get(`/api/events/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'One', socialPosts: [] });
  });

  it('returns 404 when the event does not exist', async () => {
    const res = await get('/api/events/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event 987654 not found');
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('returns 400 Invalid event ID for %s', async (id) => {
    const res = await get(`/api/events/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'id', message: 'Invalid event ID' });
  });
});

describe('DELETE /api/events/:id', () => {
  const remove = (id: number, cookie?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: cookie ? { cookie } : {} });

  it('lets the organizer delete, taking bookmarks and posts with the event', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const id = await insertEvent(t.db, { organizerId: user.id });
    await t.db.insert(bookmarks).values({ userId: user.id, eventId: id });
    await t.db
      .insert(socialMediaPosts)
      .values({ eventId: id, platform: 'facebook', url: 'https://fb.com/x' });
    const res = await remove(id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await get(`/api/events/${id}`)).statusCode).toBe(404);
    expect(await t.db.$count(bookmarks, eq(bookmarks.eventId, id))).toBe(0);
    expect(await t.db.$count(socialMediaPosts, eq(socialMediaPosts.eventId, id))).toBe(0);
  });

  it('lets an administrator delete anyone’s event', async () => {
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const id = await insertEvent(t.db);
    expect((await remove(id, admin.cookie)).statusCode).toBe(200);
    expect(await t.db.$count(events, eq(events.id, id))).toBe(0);
  });

  it('returns 403 when another signed-in user deletes the event', async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const id = await insertEvent(t.db, { organizerId: owner.user.id });
    const res = await remove(id, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Permission Denied: Only administrators can delete events');
    expect(await t.db.$count(events, eq(events.id, id))).toBe(1);
  });

  it('returns 401 for a guest', async () => {
    const id = await insertEvent(t.db);
    expect((await remove(id)).statusCode).toBe(401);
  });

  it('returns 404 when the event does not exist', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await remove(424242, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event 424242 not found');
  });
});

describe('GET /api/events/:id/vendors', () => {
  type VendorRow = Partial<typeof vendors.$inferInsert>;
  const insertVendor = async (
    name: string,
    category: string,
    lat: number,
    lon: number,
    more: VendorRow = {},
  ) => {
    const [row] = await t.db
      .insert(vendors)
      .values({
        name,
        category,
        contactEmail: 'hello@example.com',
        contactPhone: '2095550100',
        location: 'Somewhere, CA',
        city: 'Somewhere',
        region: 'CA',
        latitude: lat,
        longitude: lon,
        ...more,
      })
      .returning({ id: vendors.id });
    return row!.id;
  };

  beforeEach(async () => {
    await t.db.delete(vendors);
  });

  it('suggests vendors who travel to the event: best-fitting trade, then verified, rated, nearest', async () => {
    // 0.1 degree of latitude is about 6.9 miles.
    const nearDj = await insertVendor('Near DJ', 'DJ', STOCKTON.lat + 0.01, STOCKTON.lon, {
      travelDistance: 30,
    });
    const farDj = await insertVendor('Far DJ', 'DJ', STOCKTON.lat + 0.5, STOCKTON.lon, {
      travelDistance: null,
    });
    await insertVendor('Short reach DJ', 'DJ', STOCKTON.lat + 0.5, STOCKTON.lon, { travelDistance: 10 });
    const verifiedDj = await insertVendor('Verified DJ', 'DJ', STOCKTON.lat + 0.3, STOCKTON.lon, {
      travelDistance: 30,
      verified: true,
    });
    const painter = await insertVendor('Rated Painter', 'Face Painter', STOCKTON.lat, STOCKTON.lon, {
      averageRating: 4.84,
      reviewCount: 6,
    });
    const caterer = await insertVendor('Caterer', 'Catering', STOCKTON.lat, STOCKTON.lon);
    const florist = await insertVendor('Nearest Florist', 'Florist', STOCKTON.lat, STOCKTON.lon);
    await insertVendor('Clown in Boston', 'Clown', 42.36, -71.06, { travelDistance: 100 });
    const id = await insertEvent(t.db, { category: 'Birthday' });
    const res = await get(`/api/events/${id}/vendors?limit=12`);
    expect(res.statusCode).toBe(200);
    const list = res.json().vendors;
    expect(list.map((v: { id: number }) => v.id)).toEqual([
      verifiedDj,
      painter,
      nearDj,
      farDj,
      caterer,
      florist,
    ]);
    expect(list[1]).toMatchObject({ averageRating: 4.8, reviewCount: 6, category: 'Face Painter' });
    expect(list[2]).toMatchObject({ averageRating: null, reviewCount: 0, verified: false });
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'averageRating',
        'category',
        'city',
        'description',
        'id',
        'image',
        'location',
        'logo',
        'name',
        'region',
        'reviewCount',
        'verified',
      ].sort(),
    );
  });

  it('excludes a vendor who does not travel as far as the event, whatever its fit', async () => {
    const id = await insertEvent(t.db, { category: 'Wedding' });
    // About 20.7 miles from the event, travelling 20: it does not reach it.
    await insertVendor('Short reach', 'Photographer', STOCKTON.lat + 0.3, STOCKTON.lon, {
      travelDistance: 20,
      verified: true,
    });
    expect((await get(`/api/events/${id}/vendors`)).json()).toEqual({ vendors: [] });
    const reaches = await insertVendor('Reaches', 'Security', STOCKTON.lat + 0.3, STOCKTON.lon, {
      travelDistance: 21,
    });
    expect((await get(`/api/events/${id}/vendors`)).json().vendors.map((v: { id: number }) => v.id)).toEqual([
      reaches,
    ]);
  });

  it('honours limit and answers an empty list with no vendor nearby or no event coordinates', async () => {
    await insertVendor('A', 'DJ', STOCKTON.lat, STOCKTON.lon);
    await insertVendor('B', 'DJ', STOCKTON.lat, STOCKTON.lon);
    const id = await insertEvent(t.db, { category: 'Birthday' });
    expect((await get(`/api/events/${id}/vendors?limit=1`)).json().vendors).toHaveLength(1);
    const far = await insertEvent(t.db, { latitude: 25.77, longitude: -80.19 });
    expect((await get(`/api/events/${far}/vendors`)).json()).toEqual({ vendors: [] });
    const nowhere = await insertEvent(t.db, { latitude: null, longitude: null, region: 'CA' });
    expect((await get(`/api/events/${nowhere}/vendors`)).json()).toEqual({ vendors: [] });
  });

  it('returns 404 when the event does not exist', async () => {
    expect((await get('/api/events/55555/vendors')).statusCode).toBe(404);
  });
});

describe('GET /api/events/:id/similar', () => {
  const TRACY = { latitude: 37.7397, longitude: -121.4252 };
  const MODESTO = { latitude: 37.6391, longitude: -120.9969 };
  const ATLANTA = { latitude: 33.749, longitude: -84.388 };
  const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
  const at = (place: { latitude: number; longitude: number }, city: string) => ({ ...place, city });

  it('lists events of the category nearest first, near or far, at most 4', async () => {
    const id = await insertEvent(t.db, { title: 'Tracy trot', category: 'Sports', ...at(TRACY, 'Tracy') });
    // Far away but sooner: distance still wins.
    await insertEvent(t.db, {
      title: 'Atlanta run',
      category: 'Sports',
      date: inDays(1),
      ...at(ATLANTA, 'Atlanta'),
    });
    await insertEvent(t.db, {
      title: 'NYC run',
      category: 'Sports',
      date: inDays(2),
      ...at(NEW_YORK, 'New York'),
    });
    await insertEvent(t.db, {
      title: 'Austin run',
      category: 'Sports',
      date: inDays(3),
      latitude: 30.27,
      longitude: -97.74,
    });
    await insertEvent(t.db, {
      title: 'Modesto ride',
      category: 'Sports',
      date: inDays(20),
      ...at(MODESTO, 'Modesto'),
    });
    await insertEvent(t.db, { title: 'Stockton game', category: 'Sports', date: inDays(30) });
    // Not listed: another category, a past event, and the event itself.
    await insertEvent(t.db, {
      title: 'Tracy party',
      category: 'Social',
      date: inDays(1),
      ...at(TRACY, 'Tracy'),
    });
    await insertEvent(t.db, {
      title: 'Past Tracy race',
      category: 'Sports',
      date: inDays(-1),
      ...at(TRACY, 'Tracy'),
    });

    const res = await get(`/api/events/${id}/similar`);
    expect(res.statusCode).toBe(200);
    // Stockton is ~16 miles from Tracy, Modesto ~24, Austin ~1,400, Atlanta ~2,100; New York
    // (~2,500, and sooner than Austin) is the fifth and left out.
    expect(titlesOf(res.json())).toEqual(['Stockton game', 'Modesto ride', 'Austin run', 'Atlanta run']);
  });

  it('puts events without a place after every placed one, however far', async () => {
    const id = await insertEvent(t.db, { category: 'Sports', ...at(TRACY, 'Tracy') });
    await insertEvent(t.db, {
      title: 'Nowhere',
      category: 'Sports',
      date: inDays(1),
      latitude: null,
      longitude: null,
    });
    await insertEvent(t.db, {
      title: 'NYC run',
      category: 'Sports',
      date: inDays(9),
      ...at(NEW_YORK, 'New York'),
    });
    expect(titlesOf((await get(`/api/events/${id}/similar`)).json())).toEqual(['NYC run', 'Nowhere']);
  });

  it('gives the soonest events of the category when the event has no coordinates', async () => {
    const id = await insertEvent(t.db, { category: 'Sports', latitude: null, longitude: null });
    await insertEvent(t.db, { title: 'Later', category: 'Sports', date: inDays(9) });
    await insertEvent(t.db, {
      title: 'Sooner',
      category: 'Sports',
      date: inDays(2),
      ...at(NEW_YORK, 'New York'),
    });
    expect(titlesOf((await get(`/api/events/${id}/similar`)).json())).toEqual(['Sooner', 'Later']);
  });

  it('answers an empty list when nothing else matches, and 404 for an unknown event', async () => {
    const id = await insertEvent(t.db, { category: 'Sports' });
    expect((await get(`/api/events/${id}/similar`)).json()).toEqual({ events: [] });
    const missing = await get(`/api/events/${id + 1000}/similar`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/i);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VENDOR_CATEGORIES } from '#shared/constants.ts';
import { vendorFavorites } from '../../db/schema.ts';
import { makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';
import { deleteAllVendors, insertReview, insertService, insertVendor } from './vendor-fixtures.ts';

const SACRAMENTO = {
  latitude: 38.5816,
  longitude: -121.4944,
  city: 'Sacramento',
  location: 'Sacramento, CA',
};
const LOS_ANGELES = {
  latitude: 34.0522,
  longitude: -118.2437,
  city: 'Los Angeles',
  location: 'Los Angeles, CA',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Users who write reviews in a test; ids only. */
async function reviewers(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await signUpAndLogIn(t.app)).user.id);
  return ids;
}

describe('GET /api/vendors', () => {
  beforeEach(async () => deleteAllVendors(t.db));

  it('keeps, near me, only vendors who travel to the visitor (50 miles when unset)', async () => {
    const local = await insertVendor(t.db, { name: 'Local', travelDistance: 5 });
    await insertVendor(t.db, { name: 'Short reach', ...SACRAMENTO, travelDistance: 30 });
    const farReach = await insertVendor(t.db, { name: 'Long reach', ...SACRAMENTO, travelDistance: 60 });
    const unset = await insertVendor(t.db, { name: 'Unset reach', ...SACRAMENTO, travelDistance: null });
    await insertVendor(t.db, { name: 'Far away', ...LOS_ANGELES, travelDistance: null });

    const res = await get('/api/vendors');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userLocation).toMatchObject({ city: 'Stockton', region: 'CA' });
    expect(body.vendors.map((v: { id: number }) => v.id)).toEqual([local, farReach, unset]);
    expect(body.total).toBe(3);
    expect(body.vendors[1].distanceMiles).toBeGreaterThan(40);
    expect(body.vendors[1].distanceMiles).toBeLessThan(50);

    const everywhere = await get('/api/vendors?ignoreLocation=true');
    expect(everywhere.json().total).toBe(5);
  });

  it('orders verified, then best rated, then nearest', async () => {
    const [a, b] = await reviewers(2);
    const nearPlain = await insertVendor(t.db, { name: 'Near plain' });
    const farPlain = await insertVendor(t.db, { name: 'Far plain', ...SACRAMENTO, travelDistance: 100 });
    const rated = await insertVendor(t.db, { name: 'Rated', ...SACRAMENTO, travelDistance: 100 });
    await insertReview(t.db, rated, a!, 4);
    const best = await insertVendor(t.db, { name: 'Best', ...SACRAMENTO, travelDistance: 100 });
    await insertReview(t.db, best, a!, 5);
    await insertReview(t.db, best, b!, 4);
    const verified = await insertVendor(t.db, {
      name: 'Verified',
      ...SACRAMENTO,
      travelDistance: 100,
      verified: true,
    });

    const ids = (await get('/api/vendors')).json().vendors.map((v: { id: number }) => v.id);
    expect(ids).toEqual([verified, best, rated, nearPlain, farPlain]);
  });

  it('filters by category in any case, and rejects an unknown one with the list', async () => {
    await insertVendor(t.db, { name: 'Spin', category: 'DJ' });
    const florist = await insertVendor(t.db, { name: 'Blooms', category: 'Florist' });
    const res = await get('/api/vendors?category=florist');
    expect(res.statusCode).toBe(200);
    expect(res.json().vendors.map((v: { id: number }) => v.id)).toEqual([florist]);
    expect((await get('/api/vendors?category=PARTY%20RENTALS')).statusCode).toBe(200);

    const bad = await get('/api/vendors?category=Plumber');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown vendor category');
    for (const category of VENDOR_CATEGORIES) expect(bad.json().message).toContain(category);
  });

  it('pages with limit and offset and says whether more exist', async () => {
    for (let i = 0; i < 5; i += 1) await insertVendor(t.db, { name: `Vendor ${i}` });
    const first = (await get('/api/vendors?limit=2')).json();
    expect(first).toMatchObject({ total: 5, hasMore: true, nextOffset: 2 });
    const last = (await get('/api/vendors?limit=2&offset=4')).json();
    expect(last).toMatchObject({ total: 5, hasMore: false, nextOffset: null });
    expect(last.vendors).toHaveLength(1);
    expect((await get('/api/vendors?limit=0')).statusCode).toBe(400);
    expect((await get('/api/vendors?ignoreLocation=maybe')).statusCode).toBe(400);
  });
});

describe('GET /api/vendors/:id', () => {
  it('answers every field with services in dollars, creator, rounded average and badges', async () => {
    const owner = await signUpAndLogIn(t.app);
    const id = await insertVendor(t.db, {
      userId: owner.user.id,
      insuranceVerified: true,
      cancellationPolicy: 'Full refund up to 14 days before',
      socialMedia: { instagram: 'https://instagram.com/testbeats' },
    });
    await insertService(t.db, id, 'Four-hour set', 45_000);
    const ratings = [5, 5, 5, 5, 4];
    const ids = await reviewers(ratings.length);
    for (const [i, rating] of ratings.entries()) await insertReview(t.db, id, ids[i]!, rating);

    const res = await get(`/api/vendors/${id}`);
    expect(res.statusCode).toBe(200);
    const vendor = res.json();
    expect(vendor).toMatchObject({
      id,
      name: 'Test Beats',
      category: 'DJ',
      averageRating: 4.8,
      reviewCount: 5,
      cancellationPolicy: 'Full refund up to 14 days before',
      socialMedia: { instagram: 'https://instagram.com/testbeats' },
      creator: { username: owner.registration.username, name: owner.registration.name },
      distanceMiles: 0,
    });
    expect(vendor.services).toEqual([
      {
        id: expect.any(Number),
        name: 'Four-hour set',
        description: null,
        price: 450,
        durationMinutes: 240,
        minimumBookingNoticeDays: null,
        maximumBookingNoticeDays: null,
      },
    ]);
    expect(vendor.badges.map((b: { key: string }) => b.key)).toEqual(['topRated', 'insured']);
    expect(vendor.badges[0].rule).toMatch(/4.8 or more from at least 5 reviews/);
    expect(JSON.stringify(vendor)).not.toContain(owner.registration.email);
  });

  it('returns 400 for a malformed id and 404 for a missing one', async () => {
    const bad = await get('/api/vendors/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({ path: 'id', message: 'Invalid vendor ID' });
    const missing = await get('/api/vendors/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vendor 987654 not found');
  });
});

describe('POST /api/vendors/:id/favorite and GET /api/vendors/favorites', () => {
  it('asks a guest to sign in', async () => {
    const id = await insertVendor(t.db);
    expect((await post(`/api/vendors/${id}/favorite`)).statusCode).toBe(401);
    expect((await get('/api/vendors/favorites')).statusCode).toBe(401);
  });

  it('toggles on and off and lists the favorites', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const id = await insertVendor(t.db, { name: 'Favorite me' });
    expect((await post(`/api/vendors/${id}/favorite`, cookie)).json()).toEqual({ favorited: true });
    const list = (await get('/api/vendors/favorites', cookie)).json();
    expect(list.map((v: { id: number }) => v.id)).toEqual([id]);
    expect((await post(`/api/vendors/${id}/favorite`, cookie)).json()).toEqual({ favorited: false });
    expect((await get('/api/vendors/favorites', cookie)).json()).toEqual([]);
  });

  it('never stores a duplicate or fails when toggles race', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const id = await insertVendor(t.db);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(`/api/vendors/${id}/favorite`, cookie)),
    );
    for (const res of responses) expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(vendorFavorites)
      .where(and(eq(vendorFavorites.userId, user.id), eq(vendorFavorites.vendorId, id)));
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it('returns 404 for a missing vendor', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    expect((await post('/api/vendors/987654/favorite', cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/vendors/:id/verify', () => {
  it('is for administrators only', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const id = await insertVendor(t.db);
    expect((await post(`/api/vendors/${id}/verify`)).statusCode).toBe(401);
    const res = await post(`/api/vendors/${id}/verify`, cookie, { verified: true });
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/vendors/${id}`)).json().verified).toBe(false);
  });

  it('sets, clears and flips the flag and answers the vendor', async () => {
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const id = await insertVendor(t.db);
    const set = await post(`/api/vendors/${id}/verify`, admin.cookie, { verified: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id, verified: true });
    expect(set.json().badges.map((b: { key: string }) => b.key)).toContain('verified');
    expect((await post(`/api/vendors/${id}/verify`, admin.cookie, { verified: false })).json().verified).toBe(
      false,
    );
    expect((await post(`/api/vendors/${id}/verify`, admin.cookie)).json().verified).toBe(true);
    expect((await post('/api/vendors/987654/verify', admin.cookie, {})).statusCode).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, vendorServices, vendors } from '../../db/schema.ts';
import { makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const validVendor = () => ({
  name: 'Bay Beats',
  description: 'Wedding and party DJ with lights.',
  category: 'dj',
  contactEmail: 'book@baybeats.example',
  contactPhone: '(415) 555-0199',
  website: 'https://baybeats.example',
  location: 'Oakland, CA',
  travelDistance: '40',
  yearsOfExperience: '',
  responseTime: 'Within a few hours',
  socialMedia: { instagram: 'https://instagram.com/baybeats' },
  services: [
    { name: 'Party set', price: 650, durationMinutes: 240 },
    { name: 'Ceremony sound', price: 300.5, minimumBookingNoticeDays: 14, maximumBookingNoticeDays: 365 },
  ],
});

async function serviceCount(vendorId: number) {
  return (await t.db.select().from(vendorServices).where(eq(vendorServices.vendorId, vendorId))).length;
}

describe('POST /api/vendors', () => {
  it('replays a vendor whose answer was lost after it was stored, instead of creating it twice', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers: { cookie, 'idempotency-key': 'vendor-lost-answer' },
        payload: validVendor(),
      });
    const first = await post();
    expect(first.statusCode).toBe(201);
    // The process died after the vendor committed and before its answer was stored.
    await t.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, lockedUntil: new Date(Date.now() - 3_600_000) })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'vendor-lost-answer')));
    const retry = await post();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(
      await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, user.id)),
    ).toHaveLength(1);
  });

  it('creates an unverified vendor with its services, geocoded, empty numbers as null', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const res = await call('POST', '/api/vendors', cookie, { ...validVendor(), verified: undefined });
    expect(res.statusCode).toBe(201);
    const vendor = res.json();
    expect(vendor).toMatchObject({
      userId: user.id,
      category: 'DJ',
      verified: false,
      city: 'Oakland',
      region: 'CA',
      travelDistance: 40,
      yearsOfExperience: null,
    });
    expect(vendor.services.map((s: { name: string; price: number }) => [s.name, s.price])).toEqual([
      ['Ceremony sound', 300.5],
      ['Party set', 650],
    ]);
    const mine = await call('GET', '/api/vendors/my-profile', cookie);
    expect(mine.json().map((v: { id: number }) => v.id)).toEqual([vendor.id]);
  });

  it('answers the form rules with their messages and stores nothing', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const before = (await t.db.select().from(vendors)).length;
    const res = await call('POST', '/api/vendors', cookie, {
      ...validVendor(),
      category: 'Plumber',
      contactEmail: 'not-an-email',
      contactPhone: '555-0199',
      website: 'ftp://example.com',
      travelDistance: -1,
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'category', message: 'Choose a vendor category from the list' },
        { path: 'contactEmail', message: 'Invalid email address' },
        { path: 'contactPhone', message: 'Phone number must be at least 10 digits' },
        { path: 'website', message: 'Please enter a valid URL' },
        { path: 'travelDistance', message: 'Travel distance must be 0 or more' },
      ]),
    );
    expect((await t.db.select().from(vendors)).length).toBe(before);
  });

  it('rejects a place the gazetteer cannot find on location, and a guest with 401', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await call('POST', '/api/vendors', cookie, {
      ...validVendor(),
      location: 'Qwzxv Nowhere, ZZ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('location');
    expect((await call('POST', '/api/vendors', undefined, validVendor())).statusCode).toBe(401);
    expect((await call('GET', '/api/vendors/my-profile')).statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /api/vendors/:id', () => {
  it('edits fields and services in one request: keeps, changes, adds and removes rows', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const created = (await call('POST', '/api/vendors', cookie, validVendor())).json();
    const [ceremony] = created.services;
    const res = await call('PATCH', `/api/vendors/${created.id}`, cookie, {
      name: 'Bay Beats & Lights',
      location: 'San Jose, CA',
      travelDistance: '',
      services: [
        { id: ceremony.id, name: 'Ceremony sound', price: 350 },
        { name: 'Uplighting', price: 200 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Bay Beats & Lights', city: 'San Jose', travelDistance: null });
    expect(
      res.json().services.map((s: { id: number; price: number }) => [s.id === ceremony.id, s.price]),
    ).toEqual([
      [false, 200],
      [true, 350],
    ]);
    expect(await serviceCount(created.id)).toBe(2);
  });

  it('refuses a service id of another vendor and changes nothing', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const a = (await call('POST', '/api/vendors', cookie, validVendor())).json();
    const b = (await call('POST', '/api/vendors', cookie, validVendor())).json();
    const res = await call('PATCH', `/api/vendors/${a.id}`, cookie, {
      name: 'Changed',
      services: [{ id: b.services[0].id, name: 'Stolen', price: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', `/api/vendors/${a.id}`)).json().name).toBe('Bay Beats');
    expect(await serviceCount(b.id)).toBe(2);
  });

  it('lets only the owner or an administrator edit and delete', async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const { id } = (await call('POST', '/api/vendors', owner.cookie, validVendor())).json();
    expect((await call('PATCH', `/api/vendors/${id}`, other.cookie, { name: 'Mine now' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/vendors/${id}`, other.cookie)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/vendors/${id}`, admin.cookie, { name: 'Fixed by admin' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/vendors/${id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/vendors/${id}`)).statusCode).toBe(404);
    expect(await serviceCount(id)).toBe(0);
    expect((await call('DELETE', `/api/vendors/${id}`, owner.cookie)).statusCode).toBe(404);
  });
});

describe('vendor reviews', () => {
  async function vendorWithOwner() {
    const owner = await signUpAndLogIn(t.app);
    const { id } = (await call('POST', '/api/vendors', owner.cookie, validVendor())).json();
    return { owner, id };
  }

  it('keeps the average and count equal to the stored reviews through create, edit and delete', async () => {
    const { id } = await vendorWithOwner();
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    const first = await call('POST', `/api/vendors/${id}/reviews`, a.cookie, {
      rating: 5,
      review: 'Packed dance floor',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      verified: false,
      reviewer: { username: a.registration.username },
    });
    await call('POST', `/api/vendors/${id}/reviews`, b.cookie, { rating: 4, eventDate: '2026-06-01' });
    expect((await call('GET', `/api/vendors/${id}`)).json()).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
    });

    await call('PATCH', `/api/vendors/${id}/reviews/${first.json().id}`, a.cookie, { rating: 3 });
    expect((await call('GET', `/api/vendors/${id}`)).json()).toMatchObject({
      averageRating: 3.5,
      reviewCount: 2,
    });

    await call('DELETE', `/api/vendors/${id}/reviews/${first.json().id}`, a.cookie);
    expect((await call('GET', `/api/vendors/${id}`)).json()).toMatchObject({
      averageRating: 4,
      reviewCount: 1,
    });

    const list = (await call('GET', `/api/vendors/${id}/reviews`)).json();
    expect(list).toMatchObject({ total: 1, hasMore: false, averageRating: 4 });
    expect(list.reviews[0].reviewer.name).toBe(b.registration.name);
  });

  it('keeps the count right when reviews arrive at once', async () => {
    const { id } = await vendorWithOwner();
    const people = await Promise.all([1, 2, 3, 4].map(() => signUpAndLogIn(t.app)));
    const results = await Promise.all(
      people.map((p, i) => call('POST', `/api/vendors/${id}/reviews`, p.cookie, { rating: i + 2 })),
    );
    for (const res of results) expect(res.statusCode).toBe(201);
    expect((await call('GET', `/api/vendors/${id}`)).json()).toMatchObject({
      averageRating: 3.5,
      reviewCount: 4,
    });
  });

  it('enforces the rules: one per user, not the owner, 1-5 stars, 2,000 characters, no future date', async () => {
    const { owner, id } = await vendorWithOwner();
    const a = await signUpAndLogIn(t.app);
    const url = `/api/vendors/${id}/reviews`;
    expect((await call('POST', url, undefined, { rating: 5 })).statusCode).toBe(401);
    expect((await call('POST', url, owner.cookie, { rating: 5 })).statusCode).toBe(403);
    expect((await call('POST', url, a.cookie, { rating: 6 })).json().issues[0]).toEqual({
      path: 'rating',
      message: 'Choose a rating from 1 to 5 stars',
    });
    expect((await call('POST', url, a.cookie, { rating: 4, review: 'x'.repeat(2001) })).statusCode).toBe(400);
    const future = await call('POST', url, a.cookie, { rating: 4, eventDate: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().issues[0].path).toBe('eventDate');
    expect((await call('POST', url, a.cookie, { rating: 4 })).statusCode).toBe(201);
    const again = await call('POST', url, a.cookie, { rating: 2 });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/vendors/${id}`)).json().reviewCount).toBe(1);
  });

  it('lets a user edit only their own review, and admins delete any', async () => {
    const { id } = await vendorWithOwner();
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const review = (await call('POST', `/api/vendors/${id}/reviews`, a.cookie, { rating: 2 })).json();
    const url = `/api/vendors/${id}/reviews/${review.id}`;
    expect((await call('PATCH', url, b.cookie, { rating: 5 })).statusCode).toBe(403);
    expect((await call('DELETE', url, b.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', url, admin.cookie, { rating: 5 })).statusCode).toBe(403);
    expect((await call('DELETE', url, admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/vendors/${id}`)).json()).toMatchObject({
      averageRating: null,
      reviewCount: 0,
    });
    expect((await call('GET', '/api/vendors/987654/reviews')).statusCode).toBe(404);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_EVENT_CATEGORIES, VENDOR_CATEGORIES } from '#shared/constants.ts';
import { events, vendorServices, vendors } from '../../db/schema.ts';
import { insertEvent, makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, signUpAndLogIn, type TestApp, waitForJob } from '../../testing/test-app.ts';
import { createAdminRepository } from './admin.repository.ts';

let t: TestApp;
let admin: { user: { id: number }; cookie: string };
let member: { user: { id: number }; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndLogIn(t.app, { name: 'Ada Admin' });
  await makeAdmin(t.db, admin.user.id);
  member = await signUpAndLogIn(t.app, { name: 'Mel Member' });
});
afterAll(async () => t.close());

const as = (cookie: string | undefined) => (cookie ? { cookie } : {});

const jobDone = async (jobId: string) => {
  const job = await waitForJob(t.app, admin.cookie, jobId);
  if (!job) throw new Error(`job ${jobId} is gone`);
  return job;
};

const ADMIN_ROUTES = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/1'],
  ['POST', '/api/admin/generate-events?count=5'],
  ['POST', '/api/admin/generate-vendors'],
  ['POST', '/api/admin/generate-images'],
  ['GET', '/api/admin/jobs/6f1c1f5e-8f5b-4a57-9d7e-5d0c1c2b3a4f'],
  ['DELETE', '/api/admin/sample-data'],
] as const;

describe('admin routes permissions', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s answers 401 to a guest and 403 to a signed-in non-admin',
    async (method, url) => {
      const payload = method === 'PATCH' ? { isAdmin: true } : undefined;
      const guest = await t.app.inject({ method, url, payload });
      expect(guest.statusCode).toBe(401);
      const user = await t.app.inject({ method, url, payload, headers: as(member.cookie) });
      expect(user.statusCode).toBe(403);
      expect(user.json().message).toBe('Only administrators can use the admin area.');
    },
  );
});

describe('GET /api/admin/stats', () => {
  it('counts users, admins, events, upcoming events, categories and vendors', async () => {
    await insertEvent(t.db, {
      title: 'Past party',
      category: 'Birthday',
      date: new Date('2020-01-01T00:00:00Z'),
    });
    await insertEvent(t.db, {
      title: 'Future party',
      category: 'Birthday',
      date: new Date('2099-01-01T00:00:00Z'),
    });
    await insertEvent(t.db, {
      title: 'Future race',
      category: 'Marathon',
      date: new Date('2099-02-01T00:00:00Z'),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(admin.cookie) });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.users).toEqual({ total: 2, admins: 1 });
    expect(stats.events).toMatchObject({ total: 3, upcoming: 2 });
    expect(stats.categories).toEqual([
      { category: 'Birthday', count: 2 },
      { category: 'Marathon', count: 1 },
    ]);
    expect(stats.vendors).toEqual({ total: 0, verified: 0, sample: 0 });
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first and searches name, username and email', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: as(admin.cookie) });
    expect(all.json().users.map((u: { id: number }) => u.id)).toEqual([member.user.id, admin.user.id]);
    expect(all.json()).toMatchObject({ total: 2, hasMore: false });
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?q=ADA',
      headers: as(admin.cookie),
    });
    expect(byName.json().users.map((u: { name: string }) => u.name)).toEqual(['Ada Admin']);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent('@example.com')}`,
      headers: as(admin.cookie),
    });
    expect(byEmail.json().total).toBe(2);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=1',
      headers: as(admin.cookie),
    });
    expect(paged.json()).toMatchObject({ total: 2, hasMore: true });
    expect(paged.json().users).toHaveLength(1);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?q=%25',
      headers: as(admin.cookie),
    });
    expect(wildcard.json().total).toBe(0);
  });

  it('rejects a bad page size with a clear message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=0',
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('limit must be at least 1');
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('refuses to change the caller’s own flag', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}`,
      payload: { isAdmin: false },
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot change your own administrator status.');
  });

  it('promotes and demotes another user, who gains and loses the admin area at once', async () => {
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}`,
      payload: { isAdmin: true },
      headers: as(admin.cookie),
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ id: member.user.id, isAdmin: true });
    const asPromoted = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: as(member.cookie),
    });
    expect(asPromoted.statusCode).toBe(200);
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}`,
      payload: { isAdmin: false },
      headers: as(admin.cookie),
    });
    expect(demote.json().isAdmin).toBe(false);
    const asDemoted = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: as(member.cookie),
    });
    expect(asDemoted.statusCode).toBe(403);
  });

  it('answers 404 for an unknown user and 400 for a body without isAdmin', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/999999',
      payload: { isAdmin: true },
      headers: as(admin.cookie),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}`,
      payload: { isAdmin: 'yes' },
      headers: as(admin.cookie),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('isAdmin must be true or false');
  });

  it('never demotes the last administrator, also when two admins demote each other at once', async () => {
    const repo = createAdminRepository(t.db);
    expect(await repo.setAdmin(admin.user.id, false)).toBe('last-admin');
    await makeAdmin(t.db, member.user.id);
    const outcomes = await Promise.all([
      repo.setAdmin(admin.user.id, false),
      repo.setAdmin(member.user.id, false),
    ]);
    expect(outcomes.filter((o) => o === 'updated')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'last-admin')).toHaveLength(1);
    const stats = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(admin.cookie) });
    // Whoever is still an admin reads the stats; restore the original admin for later tests.
    await makeAdmin(t.db, admin.user.id);
    await repo.setAdmin(member.user.id, false);
    expect([200, 403]).toContain(stats.statusCode);
  });
});

describe('sample data jobs', () => {
  it('generates sample events in every category as a job with progress', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-events?count=50',
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(202);
    const job = await jobDone(res.json().jobId);
    expect(job).toMatchObject({
      name: 'admin.generate-events',
      state: 'completed',
      progress: { done: 50, total: 50 },
      result: { created: 50 },
    });
    const rows = await t.db
      .select({ category: events.category, date: events.date, lat: events.latitude, city: events.city })
      .from(events)
      .where(eq(events.source, 'sample'));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.category)).size).toBe(ALL_EVENT_CATEGORIES.length);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThan(20);
    expect(rows.every((r) => r.date.getTime() > Date.now() && r.lat !== null)).toBe(true);
  });

  it('rejects a count out of range', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-events?count=501',
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('count must be at most 500');
  });

  it('generates sample vendors in every category, each with services', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-vendors',
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(202);
    const job = await jobDone(res.json().jobId);
    expect(job).toMatchObject({ state: 'completed', result: { created: 36 } });
    const rows = await t.db.select({ id: vendors.id, category: vendors.category }).from(vendors);
    expect(new Set(rows.map((r) => r.category)).size).toBe(VENDOR_CATEGORIES.length);
    const [services] = await t.db.select({ n: count() }).from(vendorServices);
    expect(services!.n).toBeGreaterThanOrEqual(36);
  });

  it('answers 404 for an unknown job and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/jobs/6f1c1f5e-8f5b-4a57-9d7e-5d0c1c2b3a4f',
      headers: as(admin.cookie),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/42', headers: as(admin.cookie) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Invalid job ID');
  });

  it('removes every sample event and vendor and nothing else', async () => {
    const before = await t.db.select({ n: count() }).from(events).where(eq(events.source, 'user'));
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/sample-data',
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ events: 50, vendors: 36 });
    const after = await t.db.select({ n: count() }).from(events).where(eq(events.source, 'user'));
    expect(after[0]!.n).toBe(before[0]!.n);
    const [left] = await t.db.select({ n: count() }).from(vendors);
    expect(left!.n).toBe(0);
  });
});

describe('POST /api/admin/generate-images', () => {
  it('draws a poster for each event without an image, one at a time', async () => {
    await t.db.delete(events);
    const party = await insertEvent(t.db, { title: 'Garden party', category: 'Social', image: null });
    const game = await insertEvent(t.db, { title: 'Derby day', category: 'Sports', image: null });
    const kept = await insertEvent(t.db, { title: 'Has a picture', image: '/images/abc' });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-images',
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(202);
    const job = await jobDone(res.json().jobId);
    expect(job).toMatchObject({
      state: 'completed',
      progress: { done: 2, total: 2 },
      result: { generated: 2, failed: 0 },
    });
    // Two events, five seconds apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    const rows = await t.db.select({ id: events.id, image: events.image }).from(events);
    const image = (id: number) => rows.find((r) => r.id === id)!.image;
    expect(image(party)).toMatch(/^\/images\/[0-9a-f]{64}$/);
    expect(image(game)).toMatch(/^\/images\/[0-9a-f]{64}$/);
    expect(image(game)).not.toBe(image(party));
    expect(image(kept)).toBe('/images/abc');
    const served = await t.app.inject({ method: 'GET', url: image(party)! });
    expect(served.statusCode).toBe(200);
  }, 40_000);
});

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, idempotencyKeys } from '../db/schema.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const body = (title = 'Idempotent Party') => ({
  title,
  description: 'Made once, however often it is sent.',
  date: '2026-12-05T19:00',
  location: 'New York, NY',
  category: 'Social',
});
const post = (cookie: string, key: string | undefined, payload: object = body()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload,
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const eventsOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(events).where(eq(events.organizerId, userId)))[0]?.n;

describe('Idempotency-Key on POST /api/events', () => {
  it('answers a retried key with the first result and creates nothing more', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const first = await post(cookie, 'key-retry-1');
    expect(first.statusCode).toBe(201);
    const again = await post(cookie, 'key-retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await eventsOf(user.id)).toBe(1);
  });

  it('keeps keys per user: another user with the same key creates their own event', async () => {
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    const first = await post(a.cookie, 'shared-key');
    const second = await post(b.cookie, 'shared-key');
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('refuses the same key for a different request with 422 and creates nothing', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    await post(cookie, 'key-reused');
    const other = await post(cookie, 'key-reused', body('Another party'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await eventsOf(user.id)).toBe(1);
  });

  it('answers 409 with Retry-After while the first request is still in flight', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    await t.db.insert(idempotencyKeys).values({
      userId: user.id,
      key: 'in-flight',
      requestHash: await hashOfStandardBody(),
      lockedUntil: new Date(Date.now() + 60_000),
    });
    const res = await post(cookie, 'in-flight');
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(await eventsOf(user.id)).toBe(0);
  });

  it('replays an event whose answer was lost after it committed, however late the retry comes', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const first = await post(cookie, 'lost-answer');
    expect(first.statusCode).toBe(201);
    const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'lost-answer'));
    const [stored] = await t.db.select().from(idempotencyKeys).where(where);
    // The event and the key's record commit together...
    expect(stored?.resourceId).toBe(first.json().id);
    // ... so a process killed before it stored the answer, whose lock has long expired, loses nothing.
    await t.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, lockedUntil: new Date(Date.now() - 3_600_000) })
      .where(where);
    const retry = await post(cookie, 'lost-answer');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await eventsOf(user.id)).toBe(1);
  });

  it('remembers nothing for a failed first attempt, so the retry really runs', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const bad = await post(cookie, 'key-after-400', { ...body(), title: '' });
    expect(bad.statusCode).toBe(400);
    const good = await post(cookie, 'key-after-400');
    expect(good.statusCode).toBe(201);
    expect(await eventsOf(user.id)).toBe(1);
  });

  it('refuses a malformed key with 400 and creates nothing', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const res = await post(cookie, 'x'.repeat(300));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
    expect(await eventsOf(user.id)).toBe(0);
  });

  it('creates every time without a key', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    await post(cookie, undefined);
    await post(cookie, undefined);
    expect(await eventsOf(user.id)).toBe(2);
  });
});

/** The hash the plugin stores for the standard body: learned from a real first request. */
async function hashOfStandardBody(): Promise<string> {
  const probe = await signUpAndLogIn(t.app);
  await post(probe.cookie, 'probe');
  const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'probe'));
  if (!row) throw new Error('probe key was not stored');
  return row.requestHash;
}

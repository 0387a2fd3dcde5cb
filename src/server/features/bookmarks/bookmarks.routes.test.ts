import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInteractions } from '../../db/schema.ts';
import { insertEvent } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function interactionsOf(userId: number, eventId: number) {
  const rows = await t.db
    .select({ type: eventInteractions.interactionType })
    .from(eventInteractions)
    .where(and(eq(eventInteractions.userId, userId), eq(eventInteractions.eventId, eventId)))
    .orderBy(eventInteractions.id);
  return rows.map((r) => r.type);
}

describe('POST /api/bookmarks/:eventId', () => {
  it('creates the bookmark with 201, then answers the same one with 200', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const eventId = await insertEvent(t.db);
    const first = await call('POST', `/api/bookmarks/${eventId}`, cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      userId: user.id,
      eventId,
      createdAt: NOW.toISOString(),
    });
    const again = await call('POST', `/api/bookmarks/${eventId}`, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await interactionsOf(user.id, eventId)).toEqual(['bookmark']);
  });

  it('returns 404 when the event does not exist', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await call('POST', '/api/bookmarks/989898', cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event 989898 not found');
  });

  it('returns 400 for a malformed event id', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await call('POST', '/api/bookmarks/abc', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'eventId', message: 'Invalid event ID' });
  });
});

describe('GET /api/bookmarks/:eventId', () => {
  it('answers the bookmark, or null when there is none', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const eventId = await insertEvent(t.db);
    const none = await call('GET', `/api/bookmarks/${eventId}`, cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    await call('POST', `/api/bookmarks/${eventId}`, cookie);
    const found = await call('GET', `/api/bookmarks/${eventId}`, cookie);
    expect(found.json()).toMatchObject({ eventId });
  });

  it('does not show another user’s bookmark', async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const eventId = await insertEvent(t.db);
    await call('POST', `/api/bookmarks/${eventId}`, owner.cookie);
    expect((await call('GET', `/api/bookmarks/${eventId}`, other.cookie)).json()).toBeNull();
  });
});

describe('GET /api/bookmarks', () => {
  it('lists the bookmarked events, newest bookmark first, as full events', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app, { name: 'Host Person' });
    const first = await insertEvent(t.db, { title: 'First saved', organizerId: user.id });
    const second = await insertEvent(t.db, { title: 'Second saved' });
    await insertEvent(t.db, { title: 'Not saved' });
    await call('POST', `/api/bookmarks/${first}`, cookie);
    t.setNow(new Date(NOW.getTime() + 60_000));
    await call('POST', `/api/bookmarks/${second}`, cookie);
    t.setNow(NOW);
    const res = await call('GET', '/api/bookmarks', cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((e: { title: string }) => e.title)).toEqual(['Second saved', 'First saved']);
    expect(list[1]).toMatchObject({ id: first, creator: { name: 'Host Person' }, socialPosts: [] });
  });

  it('answers an empty list for a user with no bookmarks', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    expect((await call('GET', '/api/bookmarks', cookie)).json()).toEqual([]);
  });
});

describe('DELETE /api/bookmarks/:eventId', () => {
  it('removes the bookmark and records the change', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const eventId = await insertEvent(t.db);
    await call('POST', `/api/bookmarks/${eventId}`, cookie);
    const res = await call('DELETE', `/api/bookmarks/${eventId}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call('GET', `/api/bookmarks/${eventId}`, cookie)).json()).toBeNull();
    expect(await interactionsOf(user.id, eventId)).toEqual(['bookmark', 'unbookmark']);
  });

  it('answers ok when there was no bookmark, recording nothing', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const eventId = await insertEvent(t.db);
    const res = await call('DELETE', `/api/bookmarks/${eventId}`, cookie);
    expect(res.json()).toEqual({ ok: true });
    expect(await interactionsOf(user.id, eventId)).toEqual([]);
  });
});

describe('bookmarks for guests', () => {
  it.each([
    ['GET', '/api/bookmarks'],
    ['GET', '/api/bookmarks/1'],
    ['POST', '/api/bookmarks/1'],
    ['DELETE', '/api/bookmarks/1'],
  ] as const)('%s %s returns 401', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
  });
});

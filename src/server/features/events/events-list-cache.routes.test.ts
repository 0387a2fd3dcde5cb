import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema.ts';
import { deleteAllEvents, insertEvent } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());
beforeEach(async () => {
  t.setNow(NOW);
  await deleteAllEvents(t.db);
});

const list = async (query = 'ignoreLocation=true') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/events?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { events: { id: number; title: string }[]; total: number; upcomingTotal: number };
};

describe('first pages of shared lists stay correct while reused', () => {
  it('shows any write at once, whoever makes it (straight to the database here)', async () => {
    const first = await insertEvent(t.db, { title: 'Trivia', date: inHours(5) });
    expect((await list()).events.map((e) => e.title)).toEqual(['Trivia']);
    await insertEvent(t.db, { title: 'Karaoke', date: inHours(2) });
    expect((await list()).events.map((e) => e.title)).toEqual(['Karaoke', 'Trivia']);
    await t.db.update(events).set({ title: 'Pub Trivia' }).where(eq(events.id, first));
    expect((await list()).events.map((e) => e.title)).toEqual(['Karaoke', 'Pub Trivia']);
    await t.db.delete(events).where(eq(events.id, first));
    expect(await list()).toMatchObject({ total: 1, events: [{ title: 'Karaoke' }] });
  });

  it('moves an event from upcoming to past once it has started', async () => {
    await insertEvent(t.db, { title: 'Soon', date: inHours(1) });
    await insertEvent(t.db, { title: 'Later', date: inHours(10) });
    expect(await list()).toMatchObject({ upcomingTotal: 2 });
    t.setNow(inHours(2));
    const after = await list();
    expect(after).toMatchObject({ upcomingTotal: 1 });
    expect(after.events.map((e) => e.title)).toEqual(['Later', 'Soon']);
    t.setNow(NOW);
    expect(await list()).toMatchObject({ upcomingTotal: 2 });
  });

  it('shows an organizer’s new name in full lists', async () => {
    const { user } = await signUpAndLogIn(t.app, { username: 'cacheorg', name: 'Old Name' });
    await insertEvent(t.db, { title: 'Picnic', date: inHours(3), organizerId: user.id });
    const before = await list('ignoreLocation=true&full=true');
    expect(JSON.stringify(before)).toContain('Old Name');
    await t.db.update(users).set({ name: 'New Name' }).where(eq(users.id, user.id));
    expect(JSON.stringify(await list('ignoreLocation=true&full=true'))).toContain('New Name');
  });

  it('keeps searches correct too: a write shows at once, and a started event moves after the upcoming ones', async () => {
    const search = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/events/search?q=trivia+quiz&ignoreLocation=true',
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { events: { title: string }[]; upcomingTotal: number };
    };
    const soon = await insertEvent(t.db, { title: 'Trivia Quiz Soon', date: inHours(1) });
    await insertEvent(t.db, { title: 'Trivia Quiz Later', date: inHours(10) });
    expect((await search()).events.map((e) => e.title)).toEqual(['Trivia Quiz Soon', 'Trivia Quiz Later']);
    t.setNow(inHours(2));
    expect(await search()).toMatchObject({
      upcomingTotal: 1,
      events: [{ title: 'Trivia Quiz Later' }, { title: 'Trivia Quiz Soon' }],
    });
    await t.db.update(events).set({ title: 'Pub Night' }).where(eq(events.id, soon));
    expect((await search()).events.map((e) => e.title)).toEqual(['Trivia Quiz Later']);
  });

  it('answers 304 to a browser that holds the current list, and the new list after a write', async () => {
    await insertEvent(t.db, { title: 'Trivia', date: inHours(5) });
    const url = '/api/events?ignoreLocation=true';
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await insertEvent(t.db, { title: 'Karaoke', date: inHours(2) });
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().events.map((e: { title: string }) => e.title)).toEqual(['Karaoke', 'Trivia']);
  });
});

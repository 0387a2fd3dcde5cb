import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';
import { insertVendor } from './vendor-fixtures.ts';

const START = new Date('2026-11-23T12:00:00Z');
let t: TestApp;
let now = START;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: START });
});
afterAll(async () => t.close());

function advance(minutes: number) {
  now = new Date(now.getTime() + minutes * 60_000);
  t.setNow(now);
}

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A vendor, its owner and a customer whose request to it is pending. */
async function pendingThread() {
  const owner = await signUpAndLogIn(t.app);
  const vendorId = await insertVendor(t.db, { userId: owner.user.id, name: 'Thread Beats' });
  const customer = await signUpAndLogIn(t.app);
  const created = await call('POST', `/api/vendors/${vendorId}/quote-requests`, customer.cookie, {
    eventDate: '2026-12-19',
    guestCount: 40,
    message: 'Can you play a 4-hour set?',
  });
  expect(created.statusCode).toBe(201);
  advance(5);
  return { owner, customer, vendorId, id: created.json().id as number };
}

const unread = async (cookie: string) =>
  (await call('GET', '/api/quote-requests/unread-count', cookie)).json();

describe('GET /api/quote-requests/{id}', () => {
  it('shows the customer the request, the reply and the unread mark until read', async () => {
    const { owner, customer, id } = await pendingThread();
    expect(await unread(owner.cookie)).toEqual({ sent: 0, received: 1, total: 1 });
    expect(await unread(customer.cookie)).toEqual({ sent: 0, received: 0, total: 0 });
    const replied = await call('POST', `/api/quote-requests/${id}/reply`, owner.cookie, {
      message: '$900 for four hours.',
    });
    expect(replied.statusCode).toBe(200);
    expect(await unread(customer.cookie)).toEqual({ sent: 1, received: 0, total: 1 });
    expect(await unread(owner.cookie)).toEqual({ sent: 0, received: 0, total: 0 });

    const sent = (await call('GET', '/api/quote-requests/sent', customer.cookie)).json();
    expect(sent.quoteRequests[0]).toMatchObject({ id, status: 'replied', unread: true });

    const thread = await call('GET', `/api/quote-requests/${id}`, customer.cookie);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({ id, viewerSide: 'customer', unread: true });
    expect(thread.json().messages.map((m: { side: string; body: string }) => [m.side, m.body])).toEqual([
      ['customer', 'Can you play a 4-hour set?'],
      ['vendor', '$900 for four hours.'],
    ]);
    expect(thread.json().messages[1].authorName).toBe('Thread Beats');

    expect((await call('POST', `/api/quote-requests/${id}/read`, customer.cookie)).statusCode).toBe(200);
    expect(await unread(customer.cookie)).toMatchObject({ total: 0 });
  });

  it('returns 403 to anyone but the two sides, and lets an administrator read', async () => {
    const { id } = await pendingThread();
    const stranger = await signUpAndLogIn(t.app);
    const res = await call('GET', `/api/quote-requests/${id}`, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/customer who asked and the vendor/);
    expect((await call('POST', `/api/quote-requests/${id}/read`, stranger.cookie)).statusCode).toBe(403);
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const read = await call('GET', `/api/quote-requests/${id}`, admin.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().viewerSide).toBe('admin');
  });

  it('returns 401 to a guest and 404 for a request that does not exist', async () => {
    const { customer } = await pendingThread();
    expect((await call('GET', '/api/quote-requests/1')).statusCode).toBe(401);
    expect((await call('GET', '/api/quote-requests/unread-count')).statusCode).toBe(401);
    expect((await call('GET', '/api/quote-requests/999999', customer.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/quote-requests/{id}/messages', () => {
  it('carries the conversation both ways and mails the other side each time', async () => {
    const { owner, customer, id } = await pendingThread();
    t.mails.length = 0;
    // The vendor's first word is the reply itself.
    const first = await call('POST', `/api/quote-requests/${id}/messages`, owner.cookie, {
      message: '$900 for four hours.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'replied', reply: '$900 for four hours.' });
    expect(t.mails.at(-1)).toMatchObject({ to: customer.registration.email, kind: 'quote-reply' });
    expect(t.mails.at(-1)?.text).toContain('/profile?tab=quotes');

    advance(10);
    const back = await call('POST', `/api/quote-requests/${id}/messages`, customer.cookie, {
      message: 'Does that include lights?',
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().messages.map((m: { side: string }) => m.side)).toEqual([
      'customer',
      'vendor',
      'customer',
    ]);
    expect(t.mails.at(-1)).toMatchObject({ to: owner.registration.email, kind: 'quote-message' });
    expect(t.mails.at(-1)?.text).toContain('Does that include lights?');
    expect(await unread(owner.cookie)).toEqual({ sent: 0, received: 1, total: 1 });
    expect(await unread(customer.cookie)).toMatchObject({ total: 0 });

    advance(10);
    await call('POST', `/api/quote-requests/${id}/messages`, owner.cookie, { message: 'Yes, lights too.' });
    const vendorView = (await call('GET', `/api/quote-requests/${id}`, owner.cookie)).json();
    expect(vendorView.viewerSide).toBe('vendor');
    expect(vendorView.messages.map((m: { body: string }) => m.body)).toEqual([
      'Can you play a 4-hour set?',
      '$900 for four hours.',
      'Does that include lights?',
      'Yes, lights too.',
    ]);
    expect(await unread(customer.cookie)).toMatchObject({ sent: 1 });
  });

  it('lets the customer add to a request before the vendor answers', async () => {
    const { owner, customer, id } = await pendingThread();
    await call('POST', `/api/quote-requests/${id}/messages`, customer.cookie, {
      message: 'Outdoors, by the way.',
    });
    const thread = (await call('GET', `/api/quote-requests/${id}`, owner.cookie)).json();
    expect(thread.status).toBe('pending');
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'Can you play a 4-hour set?',
      'Outdoors, by the way.',
    ]);
  });

  it('returns 403 to an administrator or a stranger and 400 for an empty message, storing nothing', async () => {
    const { customer, id } = await pendingThread();
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const stranger = await signUpAndLogIn(t.app);
    for (const cookie of [admin.cookie, stranger.cookie]) {
      const res = await call('POST', `/api/quote-requests/${id}/messages`, cookie, { message: 'Hello' });
      expect(res.statusCode).toBe(403);
    }
    const empty = await call('POST', `/api/quote-requests/${id}/messages`, customer.cookie, { message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].message).toBe('Write a message');
    const thread = (await call('GET', `/api/quote-requests/${id}`, customer.cookie)).json();
    expect(thread.messages).toHaveLength(1);
  });
});

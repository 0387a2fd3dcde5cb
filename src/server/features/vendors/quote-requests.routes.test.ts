import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, quoteRequests, vendorReviews, vendors } from '../../db/schema.ts';
import { insertEvent, makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';
import { QUOTE_REQUESTS_PER_HOUR } from './quote-requests.service.ts';
import { insertVendor } from './vendor-fixtures.ts';

const START = new Date('2026-11-23T12:00:00Z');
let t: TestApp;
let now = START;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: START });
});
afterAll(async () => t.close());

function advance(ms: number) {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

const ask = (overrides: object = {}) => ({
  eventDate: '2026-12-19',
  guestCount: 80,
  budget: '1500',
  message: 'Birthday party in the backyard, 6 to 11 pm.',
  ...overrides,
});

/** A vendor owned by a fresh user, with that owner's cookie and email. */
async function ownedVendor() {
  const owner = await signUpAndLogIn(t.app);
  const vendorId = await insertVendor(t.db, { userId: owner.user.id, name: 'Owned Beats' });
  return {
    vendorId,
    ownerCookie: owner.cookie,
    ownerEmail: owner.registration.email,
    ownerId: owner.user.id,
  };
}

const requestsFor = async (vendorId: number) =>
  (await t.db.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.vendorId, vendorId)))[0]?.n;

describe('POST /api/vendors/{id}/quote-requests', () => {
  it('stores the request and mails the vendor owner', async () => {
    const { vendorId, ownerEmail } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const eventId = await insertEvent(t.db, { organizerId: host.user.id, title: 'Mia turns 9' });
    t.mails.length = 0;
    const res = await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask({ eventId }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      vendor: { id: vendorId, name: 'Owned Beats' },
      requester: { username: host.registration.username, name: host.registration.name },
      event: { id: eventId, title: 'Mia turns 9' },
      eventDate: '2026-12-19',
      guestCount: 80,
      budget: 1500,
      status: 'pending',
      reply: null,
      respondedAt: null,
    });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: ownerEmail, kind: 'quote-request' });
    expect(t.mails[0]?.text).toContain('Birthday party in the backyard');
    expect(t.mails[0]?.text).toContain('/profile');
  });

  it('mails the contact address of a vendor with no owner account', async () => {
    const vendorId = await insertVendor(t.db, { contactEmail: 'desk@ownerless.example' });
    const host = await signUpAndLogIn(t.app);
    t.mails.length = 0;
    const res = await call(
      'POST',
      `/api/vendors/${vendorId}/quote-requests`,
      host.cookie,
      ask({ budget: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().budget).toBeNull();
    expect(t.mails[0]?.to).toBe('desk@ownerless.example');
  });

  it('refuses guests (401), the owner (403), a missing vendor (404) and a malformed id (400)', async () => {
    const { vendorId, ownerCookie } = await ownedVendor();
    expect((await call('POST', `/api/vendors/${vendorId}/quote-requests`, undefined, ask())).statusCode).toBe(
      401,
    );
    const own = await call('POST', `/api/vendors/${vendorId}/quote-requests`, ownerCookie, ask());
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot request a quote from your own vendor profile');
    const host = await signUpAndLogIn(t.app);
    expect((await call('POST', '/api/vendors/999999/quote-requests', host.cookie, ask())).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/vendors/abc/quote-requests', host.cookie, ask())).statusCode).toBe(400);
    expect(await requestsFor(vendorId)).toBe(0);
  });

  it('replays a request whose answer was lost after it was stored, instead of sending it twice', async () => {
    const { vendorId } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const url = `/api/vendors/${vendorId}/quote-requests`;
    const first = await call('POST', url, host.cookie, ask(), 'quote-lost-answer');
    expect(first.statusCode).toBe(201);
    // The process died after the request committed and before its answer was stored.
    const where = and(eq(idempotencyKeys.userId, host.user.id), eq(idempotencyKeys.key, 'quote-lost-answer'));
    await t.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, lockedUntil: new Date(Date.now() - HOUR) })
      .where(where);
    const retry = await call('POST', url, host.cookie, ask(), 'quote-lost-answer');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await requestsFor(vendorId)).toBe(1);
  });

  it('answers bad fields, a past day and someone else’s event with 400 and stores nothing', async () => {
    const { vendorId } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const bad = await call(
      'POST',
      `/api/vendors/${vendorId}/quote-requests`,
      host.cookie,
      ask({ eventDate: '19/12/2026', guestCount: 0, budget: -5, message: '  ' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'eventDate', message: 'Enter the event date as YYYY-MM-DD' },
        { path: 'guestCount', message: 'Guest count must be at least 1' },
        { path: 'budget', message: 'Budget must be 0 or more' },
        { path: 'message', message: 'Tell the vendor about your event' },
      ]),
    );
    const empty = await call(
      'POST',
      `/api/vendors/${vendorId}/quote-requests`,
      host.cookie,
      ask({ eventDate: '' }),
    );
    expect(empty.json().issues).toEqual([{ path: 'eventDate', message: 'Enter the event date' }]);
    const past = await call(
      'POST',
      `/api/vendors/${vendorId}/quote-requests`,
      host.cookie,
      ask({ eventDate: '2026-11-01' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([
      { path: 'eventDate', message: 'The event date is in the past. Choose the day of your event.' },
    ]);
    const stranger = await signUpAndLogIn(t.app);
    const theirs = await insertEvent(t.db, { organizerId: stranger.user.id });
    const notMine = await call(
      'POST',
      `/api/vendors/${vendorId}/quote-requests`,
      host.cookie,
      ask({ eventId: theirs }),
    );
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().issues[0].path).toBe('eventId');
    const nul = await call(
      'POST',
      `/api/vendors/${vendorId}/quote-requests`,
      host.cookie,
      ask({ message: 'a\u0000b' }),
    );
    expect(nul.statusCode).toBe(400);
    expect(await requestsFor(vendorId)).toBe(0);
  });

  it(`allows ${QUOTE_REQUESTS_PER_HOUR} requests an hour per user, then 429 with the wait`, async () => {
    const { vendorId } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    for (let i = 0; i < QUOTE_REQUESTS_PER_HOUR; i += 1) {
      const res = await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask());
      expect(res.statusCode).toBe(201);
    }
    const over = await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/up to 10 quote requests an hour/);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await requestsFor(vendorId)).toBe(QUOTE_REQUESTS_PER_HOUR);
    const other = await signUpAndLogIn(t.app);
    expect(
      (await call('POST', `/api/vendors/${vendorId}/quote-requests`, other.cookie, ask())).statusCode,
    ).toBe(201);
  });

  it('answers a retried Idempotency-Key with the first request and stores one', async () => {
    const { vendorId } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    t.mails.length = 0;
    const url = `/api/vendors/${vendorId}/quote-requests`;
    const first = await call('POST', url, host.cookie, ask(), 'quote-key-1');
    const again = await call('POST', url, host.cookie, ask(), 'quote-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await requestsFor(vendorId)).toBe(1);
    expect(t.mails).toHaveLength(1);
  });
});

describe('reading and answering quote requests', () => {
  it('shows a vendor’s requests to its owner and admins only; the sender sees them as sent', async () => {
    const { vendorId, ownerCookie } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const made = (await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask())).json();
    const owner = await call('GET', `/api/vendors/${vendorId}/quote-requests`, ownerCookie);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ total: 1, hasMore: false, nextOffset: null });
    expect(owner.json().quoteRequests[0].id).toBe(made.id);
    const received = await call('GET', '/api/quote-requests/received', ownerCookie);
    expect(received.json().quoteRequests.map((q: { id: number }) => q.id)).toEqual([made.id]);
    const sent = await call('GET', '/api/quote-requests/sent', host.cookie);
    expect(sent.json().quoteRequests.map((q: { id: number }) => q.id)).toEqual([made.id]);

    expect((await call('GET', `/api/vendors/${vendorId}/quote-requests`, host.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/vendors/${vendorId}/quote-requests`)).statusCode).toBe(401);
    expect((await call('GET', '/api/quote-requests/received', host.cookie)).json().total).toBe(0);
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    expect((await call('GET', `/api/vendors/${vendorId}/quote-requests`, admin.cookie)).json().total).toBe(1);
    expect((await call('GET', '/api/vendors/999999/quote-requests', admin.cookie)).statusCode).toBe(404);
  });

  it('lets the owner reply once (the requester is mailed), and refuses anyone else', async () => {
    const { vendorId, ownerCookie } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const made = (await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask())).json();
    const stranger = await signUpAndLogIn(t.app);
    const refused = await call('POST', `/api/quote-requests/${made.id}/reply`, stranger.cookie, {
      message: 'Hi',
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('POST', `/api/quote-requests/${made.id}/reply`, host.cookie, { message: 'Hi' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/quote-requests/${made.id}/reply`, ownerCookie, { message: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/quote-requests/999999/reply', ownerCookie, { message: 'Hi' })).statusCode,
    ).toBe(404);

    t.mails.length = 0;
    advance(30 * MINUTE);
    const replied = await call('POST', `/api/quote-requests/${made.id}/reply`, ownerCookie, {
      message: 'Free that night: $1,200 for 5 hours with lights.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({
      status: 'replied',
      reply: 'Free that night: $1,200 for 5 hours with lights.',
      respondedAt: now.toISOString(),
    });
    expect(t.mails).toEqual([expect.objectContaining({ to: host.registration.email, kind: 'quote-reply' })]);
    expect(t.mails[0]?.text).toContain('$1,200 for 5 hours');
    const twice = await call('POST', `/api/quote-requests/${made.id}/reply`, ownerCookie, {
      message: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect((await call('POST', `/api/quote-requests/${made.id}/decline`, ownerCookie)).statusCode).toBe(409);
  });

  it('lets the owner or an admin decline, with or without a note, and mails the requester', async () => {
    const { vendorId, ownerCookie } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const first = (await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask())).json();
    const second = (await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask())).json();
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    t.mails.length = 0;
    const declined = await call('POST', `/api/quote-requests/${first.id}/decline`, ownerCookie);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', reply: null });
    const byAdmin = await call('POST', `/api/quote-requests/${second.id}/decline`, admin.cookie, {
      message: 'Booked that weekend.',
    });
    expect(byAdmin.json()).toMatchObject({ status: 'declined', reply: 'Booked that weekend.' });
    expect(t.mails.map((m) => [m.to, m.kind])).toEqual([
      [host.registration.email, 'quote-declined'],
      [host.registration.email, 'quote-declined'],
    ]);
  });
});

describe('measured response time and Quick Responder', () => {
  async function replyAfter(vendorId: number, ownerCookie: string, hostCookie: string, minutes: number) {
    const made = (await call('POST', `/api/vendors/${vendorId}/quote-requests`, hostCookie, ask())).json();
    advance(minutes * MINUTE);
    const res = await call('POST', `/api/quote-requests/${made.id}/reply`, ownerCookie, { message: 'Sure' });
    expect(res.statusCode).toBe(200);
  }
  const vendorOf = async (id: number) => (await call('GET', `/api/vendors/${id}`)).json();

  it('is the median of replies once there are 3; declines do not count', async () => {
    const { vendorId, ownerCookie } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    await replyAfter(vendorId, ownerCookie, host.cookie, 30);
    await replyAfter(vendorId, ownerCookie, host.cookie, 90);
    const declined = (
      await call('POST', `/api/vendors/${vendorId}/quote-requests`, host.cookie, ask())
    ).json();
    advance(DAY);
    await call('POST', `/api/quote-requests/${declined.id}/decline`, ownerCookie);
    let vendor = await vendorOf(vendorId);
    expect(vendor.measuredResponseMinutes).toBeNull();
    expect(vendor.badges.map((b: { key: string }) => b.key)).not.toContain('quickResponder');

    await replyAfter(vendorId, ownerCookie, host.cookie, 180);
    vendor = await vendorOf(vendorId);
    expect(vendor.measuredResponseMinutes).toBe(90);
    expect(vendor.badges).toContainEqual(
      expect.objectContaining({ key: 'quickResponder', label: 'Quick Responder' }),
    );
    const listed = (await call('GET', '/api/vendors?ignoreLocation=true&limit=100')).json();
    const card = listed.vendors.find((v: { id: number }) => v.id === vendorId);
    expect(card.measuredResponseMinutes).toBe(90);
  });

  it('uses only the last 20 replies, and slow replies lose the badge', async () => {
    const { vendorId, ownerCookie } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const second = await signUpAndLogIn(t.app);
    const third = await signUpAndLogIn(t.app);
    const senders = [host.cookie, second.cookie, third.cookie];
    // 5 quick replies, then 20 slow ones (three senders, to stay under the hourly limit).
    for (let i = 0; i < 25; i += 1) {
      await replyAfter(vendorId, ownerCookie, senders[i % 3]!, i < 5 ? 10 : 5 * 60);
    }
    const vendor = await vendorOf(vendorId);
    expect(vendor.measuredResponseMinutes).toBe(300);
    expect(vendor.badges.map((b: { key: string }) => b.key)).not.toContain('quickResponder');
  });
});

describe('verified reviews', () => {
  it('marks a review verified when its writer asked the vendor for a quote, the same day included', async () => {
    const { vendorId } = await ownedVendor();
    const asked = await signUpAndLogIn(t.app);
    const never = await signUpAndLogIn(t.app);
    await call(
      'POST',
      `/api/vendors/${vendorId}/quote-requests`,
      asked.cookie,
      ask({ eventDate: '2027-06-01' }),
    );
    advance(MINUTE);
    const review = (cookie: string) =>
      call('POST', `/api/vendors/${vendorId}/reviews`, cookie, { rating: 5, review: 'Packed dance floor' });
    expect((await review(asked.cookie)).json().verified).toBe(true);
    expect((await review(never.cookie)).json().verified).toBe(false);
    const listed = (await call('GET', `/api/vendors/${vendorId}/reviews`)).json();
    expect(listed.reviews.filter((r: { verified: boolean }) => r.verified)).toHaveLength(1);
  });
});

describe('Idempotency-Key on vendor and review creation', () => {
  const vendorBody = {
    name: 'Once Only Catering',
    description: 'Made once, however often it is sent.',
    category: 'Catering',
    contactEmail: 'once@catering.example',
    contactPhone: '(209) 555-0142',
    location: 'Stockton, CA',
    services: [{ name: 'Buffet', price: 25 }],
  };

  it('replays a retried vendor create and stores one vendor', async () => {
    const owner = await signUpAndLogIn(t.app);
    const first = await call('POST', '/api/vendors', owner.cookie, vendorBody, 'vendor-key-1');
    const again = await call('POST', '/api/vendors', owner.cookie, vendorBody, 'vendor-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const mine = await t.db.select({ n: count() }).from(vendors).where(eq(vendors.userId, owner.user.id));
    expect(mine[0]?.n).toBe(1);
  });

  it('replays a retried review create and stores one review', async () => {
    const { vendorId } = await ownedVendor();
    const host = await signUpAndLogIn(t.app);
    const url = `/api/vendors/${vendorId}/reviews`;
    const first = await call('POST', url, host.cookie, { rating: 4 }, 'review-key-1');
    const again = await call('POST', url, host.cookie, { rating: 4 }, 'review-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const stored = await t.db
      .select({ n: count() })
      .from(vendorReviews)
      .where(eq(vendorReviews.vendorId, vendorId));
    expect(stored[0]?.n).toBe(1);
  });
});

describe('admin flags', () => {
  it('lets an admin set Insured and Background Checked without touching Verified', async () => {
    const vendorId = await insertVendor(t.db);
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const res = await call('POST', `/api/vendors/${vendorId}/verify`, admin.cookie, {
      insuranceVerified: true,
      backgroundChecked: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: false, insuranceVerified: true, backgroundChecked: true });
    expect(res.json().badges.map((b: { key: string }) => b.key)).toEqual(['insured', 'backgroundChecked']);
    const cleared = await call('POST', `/api/vendors/${vendorId}/verify`, admin.cookie, {
      insuranceVerified: false,
    });
    expect(cleared.json()).toMatchObject({ insuranceVerified: false, backgroundChecked: true });
    const user = await signUpAndLogIn(t.app);
    expect(
      (await call('POST', `/api/vendors/${vendorId}/verify`, user.cookie, { insuranceVerified: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/vendors/${vendorId}/verify`, admin.cookie, { insured: true })).statusCode,
    ).toBe(400);
  });
});

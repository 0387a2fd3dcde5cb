import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { insertEvent, makeAdmin } from '../lib/events/event-fixtures.ts';
import { tableFingerprint } from '../testing/table-fingerprint.ts';
import {
  buildRegistration,
  createTestApp,
  MANY_SIGN_UPS,
  sessionCookieOf,
  signUpAndLogIn,
  type TestApp,
  waitForJob,
} from '../testing/test-app.ts';

/**
 * Every write endpoint x guest / owner / other user / admin, generated from the app's route table:
 * a write route without an entry here fails the first test, so a new route cannot skip the matrix.
 * "owner" is the user who owns the resource the request is about (their event, vendor, review);
 * for per-user resources (bookmarks, feed, planner) each signed-in role acts on their own. A
 * refused cell (401/403/404) must also leave every table as it was.
 */
type Role = 'guest' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['guest', 'owner', 'other', 'admin'];
type Actor = { id: number; cookie: string; username: string; password: string };
type Built = { url: string; payload?: object; cookie?: string | null; contentType?: string };
type Cell = number | number[];
type Entry = {
  /** Builds the request for one cell, with fresh fixtures owned by `owner`. */
  build: (as: Role) => Promise<Built>;
  expect: Record<Role, Cell>;
  /** Runs after the cell (sign-out ends the account's sessions: the actors sign in again). */
  after?: () => Promise<void>;
};

let t: TestApp;
const writeRoutes = new Set<string>();
const actors = {} as Record<Exclude<Role, 'guest'>, Actor>;

beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, {
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) writeRoutes.add(`${method} ${route.url}`);
    },
  });
  for (const [i, role] of (['owner', 'other', 'admin'] as const).entries()) {
    const { user, cookie, registration } = await signUpAndLogIn(t.app, {}, `10.20.0.${i + 1}`);
    actors[role] = { id: user.id, cookie, username: registration.username, password: registration.password };
  }
  await makeAdmin(t.db, actors.admin.id);
}, 120_000);
afterAll(async () => t.close());

const ownerEvent = () => insertEvent(t.db, { organizerId: actors.owner.id, title: 'Owner Party' });
const anyEvent = () => insertEvent(t.db, { title: 'Public Party' });
const vendorBody = () => ({
  name: 'Matrix Beats',
  description: 'Party DJ.',
  category: 'dj',
  contactEmail: 'book@matrix.example',
  contactPhone: '(415) 555-0199',
  location: 'Oakland, CA',
  travelDistance: '40',
});
async function vendorOf(actor: Actor): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vendors',
    headers: { cookie: actor.cookie },
    payload: vendorBody(),
  });
  if (res.statusCode !== 201) throw new Error(`vendor fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
/** A vendor of the admin's, reviewed by the owner: the owner owns the review. */
async function ownerReview(): Promise<{ vendorId: number; reviewId: number }> {
  const vendorId = await vendorOf(actors.admin);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/vendors/${vendorId}/reviews`,
    headers: { cookie: actors.owner.cookie },
    payload: { rating: 4, review: 'Good music.', eventDate: '2026-06-01' },
  });
  if (res.statusCode !== 201) throw new Error(`review fixture: ${res.statusCode} ${res.body}`);
  return { vendorId, reviewId: res.json().id };
}
/** A fresh session for a role (for requests that end or change it). */
async function freshCookie(as: Role): Promise<string | null> {
  if (as === 'guest') return null;
  const actor = actors[as];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: actor.username, password: actor.password },
  });
  return sessionCookieOf(res);
}

async function signInAgain(): Promise<void> {
  for (const role of ['owner', 'other', 'admin'] as const) actors[role].cookie = (await freshCookie(role))!;
}

/** The owner's event with RSVP open. */
async function rsvpEvent(): Promise<number> {
  const id = await insertEvent(t.db, {
    organizerId: actors.owner.id,
    title: 'RSVP Party',
    date: new Date(Date.now() + 30 * 86_400_000),
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${id}/rsvp/settings`,
    headers: { cookie: actors.owner.cookie },
    payload: rsvpSettings,
  });
  if (res.statusCode !== 200) throw new Error(`rsvp fixture: ${res.statusCode} ${res.body}`);
  return id;
}
const rsvpSettings = {
  isEnabled: true,
  capacity: null,
  deadline: null,
  isGuestListPublic: false,
  plusOneMax: 2,
};
/** A quote request from the admin to the owner's vendor: the owner answers it. */
async function quoteToOwner(): Promise<number> {
  const vendorId = await vendorOf(actors.owner);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/vendors/${vendorId}/quote-requests`,
    headers: { cookie: actors.admin.cookie },
    payload: quoteBody,
  });
  if (res.statusCode !== 201) throw new Error(`quote fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
/** A quote request from the other user to the owner's vendor: a thread between those two. */
async function quoteFromOther(): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/vendors/${await vendorOf(actors.owner)}/quote-requests`,
    headers: { cookie: actors.other.cookie },
    payload: quoteBody,
  });
  if (res.statusCode !== 201) throw new Error(`quote fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
const quoteBody = { eventDate: '2027-06-01', guestCount: 40, message: 'Are you free that day?' };
/** A well-formed private guest link that belongs to nobody. */
const UNKNOWN_GUEST_TOKEN = 'x'.repeat(40);

const GUEST_401_SIGNED_IN = (ok: Cell) => ({ guest: 401, owner: ok, other: ok, admin: ok });
const OWNED = (ok: Cell, admin: Cell = ok) => ({ guest: 401, owner: ok, other: 403, admin });
const ADMIN_ONLY = (ok: Cell) => ({ guest: 401, owner: 403, other: 403, admin: ok });
const PUBLIC = (ok: Cell) => ({ guest: ok, owner: ok, other: ok, admin: ok });

const MATRIX: Record<string, Entry> = {
  'POST /api/register': {
    build: async () => ({ url: '/api/register', payload: buildRegistration() }),
    expect: PUBLIC(201),
  },
  'POST /api/login': {
    build: async () => ({
      url: '/api/login',
      payload: { username: actors.other.username, password: actors.other.password },
    }),
    expect: PUBLIC(200),
  },
  'POST /api/logout': {
    build: async (as) => ({ url: '/api/logout', cookie: await freshCookie(as) }),
    expect: PUBLIC(200),
    after: signInAgain,
  },
  'PATCH /api/user': {
    build: async () => ({ url: '/api/user', payload: { bio: 'Likes parties.' } }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/resend-verification': {
    build: async () => ({ url: '/api/resend-verification' }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/verify-email': {
    build: async () => ({ url: '/api/verify-email', payload: { token: 'not-a-real-token' } }),
    expect: PUBLIC(400),
  },
  'POST /api/events': {
    build: async () => ({
      url: '/api/events',
      payload: {
        title: 'Matrix Party',
        description: 'A party.',
        date: '2026-12-05T19:00',
        location: 'New York, NY',
        category: 'Social',
      },
    }),
    expect: GUEST_401_SIGNED_IN(201),
  },
  'PATCH /api/events/:id': {
    build: async () => ({ url: `/api/events/${await ownerEvent()}`, payload: { title: 'Renamed Party' } }),
    expect: OWNED(200),
  },
  'DELETE /api/events/:id': {
    build: async () => ({ url: `/api/events/${await ownerEvent()}` }),
    expect: OWNED(200),
  },
  'POST /api/events/:id/social-posts': {
    build: async () => {
      const id = await anyEvent();
      return {
        url: `/api/events/${id}/social-posts`,
        payload: {
          event_id: id,
          platform: 'instagram',
          url: 'https://www.instagram.com/',
          content: 'Party!',
          timestamp: '2026-11-20T18:30:00.000Z',
        },
      };
    },
    expect: GUEST_401_SIGNED_IN(201),
  },
  'POST /api/events/:id/social': {
    build: async () => ({
      url: `/api/events/${await anyEvent()}/social`,
      payload: {
        platform: 'outlook_calendar',
        url: 'https://outlook.live.com/calendar/0/deeplink/compose?subject=Party',
        content: 'Party',
        timestamp: '2026-11-20T18:30:00.000Z',
      },
    }),
    expect: GUEST_401_SIGNED_IN(201),
  },
  'POST /api/events/generate-event-image': {
    build: async () => ({
      url: '/api/events/generate-event-image',
      payload: { title: 'Matrix Party', description: 'A party.' },
    }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/events/:id/generate-image': {
    build: async () => ({ url: `/api/events/${await ownerEvent()}/generate-image`, payload: {} }),
    expect: OWNED(200),
  },
  'POST /api/images/uploads': {
    build: async () => ({
      url: '/api/images/uploads',
      contentType: 'image/jpeg',
      payload: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7c3aed' } })
        .jpeg()
        .toBuffer(),
    }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/events/discover': {
    build: async () => ({ url: '/api/events/discover', payload: { city: 'Stockton', region: 'CA' } }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/chat-planner': {
    build: async () => ({ url: '/api/chat-planner', payload: { message: 'hi' } }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/chat-planner/stream': {
    build: async () => ({ url: '/api/chat-planner/stream', payload: { message: 'hi' } }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'DELETE /api/chat-planner': {
    build: async () => ({ url: '/api/chat-planner' }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/calendar/feed': {
    build: async () => ({ url: '/api/calendar/feed' }),
    expect: GUEST_401_SIGNED_IN(201),
  },
  'DELETE /api/calendar/feed': {
    build: async () => ({ url: '/api/calendar/feed' }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/bookmarks/:eventId': {
    build: async () => ({ url: `/api/bookmarks/${await anyEvent()}` }),
    expect: GUEST_401_SIGNED_IN(201),
  },
  'DELETE /api/bookmarks/:eventId': {
    build: async () => ({ url: `/api/bookmarks/${await anyEvent()}` }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/vendors': {
    build: async () => ({ url: '/api/vendors', payload: vendorBody() }),
    expect: GUEST_401_SIGNED_IN(201),
  },
  'PATCH /api/vendors/:id': {
    build: async () => ({
      url: `/api/vendors/${await vendorOf(actors.owner)}`,
      payload: { name: 'Renamed Beats' },
    }),
    expect: OWNED(200),
  },
  'DELETE /api/vendors/:id': {
    build: async () => ({ url: `/api/vendors/${await vendorOf(actors.owner)}` }),
    expect: OWNED(200),
  },
  'POST /api/vendors/:id/favorite': {
    build: async () => ({ url: `/api/vendors/${await vendorOf(actors.owner)}/favorite` }),
    expect: GUEST_401_SIGNED_IN(200),
  },
  'POST /api/vendors/:id/verify': {
    build: async () => ({
      url: `/api/vendors/${await vendorOf(actors.owner)}/verify`,
      payload: { verified: true },
    }),
    expect: ADMIN_ONLY(200),
  },
  'POST /api/vendors/:id/reviews': {
    build: async () => ({
      url: `/api/vendors/${await vendorOf(actors.owner)}/reviews`,
      payload: { rating: 5, review: 'Great.', eventDate: '2026-06-01' },
    }),
    // Nobody reviews their own vendor profile.
    expect: { guest: 401, owner: 403, other: 201, admin: 201 },
  },
  'PATCH /api/vendors/:id/reviews/:reviewId': {
    build: async () => {
      const { vendorId, reviewId } = await ownerReview();
      return { url: `/api/vendors/${vendorId}/reviews/${reviewId}`, payload: { rating: 3 } };
    },
    // An administrator may remove a review but not put words in its author's mouth.
    expect: OWNED(200, 403),
  },
  'DELETE /api/vendors/:id/reviews/:reviewId': {
    build: async () => {
      const { vendorId, reviewId } = await ownerReview();
      return { url: `/api/vendors/${vendorId}/reviews/${reviewId}` };
    },
    expect: OWNED(200),
  },
  'POST /api/vendors/:id/quote-requests': {
    build: async () => ({
      url: `/api/vendors/${await vendorOf(actors.owner)}/quote-requests`,
      payload: quoteBody,
    }),
    expect: { guest: 401, owner: 403, other: 201, admin: 201 },
  },
  'POST /api/quote-requests/:id/reply': {
    build: async () => ({
      url: `/api/quote-requests/${await quoteToOwner()}/reply`,
      payload: { message: 'Yes, $500.' },
    }),
    // The vendor answers; an administrator may act for any vendor, as they may edit any vendor.
    expect: OWNED(200),
  },
  'POST /api/quote-requests/:id/decline': {
    build: async () => ({ url: `/api/quote-requests/${await quoteToOwner()}/decline`, payload: {} }),
    expect: OWNED(200),
  },
  // A thread between the other user (who asked) and the owner (the vendor): only they write in it;
  // an administrator may read it (marking it read changes nothing for them).
  'POST /api/quote-requests/:id/messages': {
    build: async () => ({
      url: `/api/quote-requests/${await quoteFromOther()}/messages`,
      payload: { message: 'Does that include lights?' },
    }),
    expect: { guest: 401, owner: 201, other: 201, admin: 403 },
  },
  'POST /api/quote-requests/:id/read': {
    build: async () => ({ url: `/api/quote-requests/${await quoteFromOther()}/read` }),
    expect: { guest: 401, owner: 200, other: 200, admin: 200 },
  },
  'PUT /api/events/:id/rsvp': {
    build: async (as) => ({
      url: `/api/events/${await rsvpEvent()}/rsvp`,
      payload: {
        status: 'going',
        ...(as === 'guest' ? { guest: { name: 'Guest Person', email: 'guest@example.com' } } : {}),
      },
    }),
    // A guest's answer waits for the mailed link (202); a signed-in answer counts at once.
    expect: { guest: 202, owner: 200, other: 200, admin: 200 },
  },
  'DELETE /api/events/:id/rsvp': {
    build: async (as) => {
      const id = await rsvpEvent();
      if (as !== 'guest') {
        await t.app.inject({
          method: 'PUT',
          url: `/api/events/${id}/rsvp`,
          headers: { cookie: actors[as].cookie },
          payload: { status: 'going' },
        });
      }
      return { url: `/api/events/${id}/rsvp` };
    },
    expect: GUEST_401_SIGNED_IN(200),
  },
  'PUT /api/events/:id/rsvp/settings': {
    build: async () => ({ url: `/api/events/${await rsvpEvent()}/rsvp/settings`, payload: rsvpSettings }),
    expect: OWNED(200),
  },
  // The private link is the credential: a link nobody was sent is refused whoever asks.
  'POST /api/rsvp/guest/:token/confirm': {
    build: async () => ({ url: `/api/rsvp/guest/${UNKNOWN_GUEST_TOKEN}/confirm` }),
    expect: PUBLIC(404),
  },
  'PUT /api/rsvp/guest/:token': {
    build: async () => ({ url: `/api/rsvp/guest/${UNKNOWN_GUEST_TOKEN}`, payload: { status: 'maybe' } }),
    expect: PUBLIC(404),
  },
  'DELETE /api/rsvp/guest/:token': {
    build: async () => ({ url: `/api/rsvp/guest/${UNKNOWN_GUEST_TOKEN}` }),
    expect: PUBLIC(404),
  },
  'DELETE /api/events/:id/guests/:guestId': {
    build: async () => {
      const id = await rsvpEvent();
      const answered = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${id}/rsvp`,
        payload: { status: 'maybe', guest: { name: 'Listed Guest', email: `listed${id}@example.com` } },
      });
      if (answered.statusCode !== 202) throw new Error(`guest fixture: ${answered.body}`);
      const [row] = await queryRows<{ id: number }>(t.db, sql`select id from rsvps where event_id = ${id}`);
      return { url: `/api/events/${id}/guests/${row!.id}` };
    },
    expect: OWNED(200),
  },
  'POST /api/events/:id/guests/message': {
    build: async () => ({
      url: `/api/events/${await rsvpEvent()}/guests/message`,
      payload: { group: 'all', subject: 'Hello', message: 'See you there' },
    }),
    expect: OWNED(202),
  },
  'POST /api/rsvp/unsubscribe/:token': {
    build: async () => ({ url: `/api/rsvp/unsubscribe/${'0'.repeat(32)}` }),
    expect: PUBLIC(404),
  },
  'PATCH /api/admin/settings': {
    build: async () => ({ url: '/api/admin/settings', payload: { contactEmail: '' } }),
    expect: ADMIN_ONLY(200),
  },
  'PATCH /api/admin/users/:id': {
    build: async () => ({ url: `/api/admin/users/${actors.other.id}`, payload: { isAdmin: false } }),
    expect: ADMIN_ONLY(200),
  },
  'POST /api/admin/generate-events': {
    build: async () => ({ url: '/api/admin/generate-events?count=1' }),
    expect: ADMIN_ONLY(202),
  },
  'POST /api/admin/generate-vendors': {
    build: async () => ({ url: '/api/admin/generate-vendors?count=1' }),
    expect: ADMIN_ONLY(202),
  },
  'POST /api/admin/generate-images': {
    // Every event gets an image first: the accepted job then settles at once instead of drawing
    // a poster every few seconds while later cells compare tables.
    build: async (as) => {
      if (as === 'admin')
        await t.db.execute(sql`update events set image = '/images/matrix' where image is null or image = ''`);
      return { url: '/api/admin/generate-images' };
    },
    expect: ADMIN_ONLY(202),
  },
  'DELETE /api/admin/sample-data': {
    build: async () => ({ url: '/api/admin/sample-data' }),
    expect: ADMIN_ONLY(200),
  },
};

/**
 * A started job writes in the background: the next cell's fingerprint must not see it, so each
 * accepted job is awaited before the matrix moves on.
 */
async function jobSettled(jobId: unknown): Promise<void> {
  if (typeof jobId === 'string') await waitForJob(t.app, actors.admin.cookie, jobId);
}

describe('authorization matrix', () => {
  it('has an entry for every write route in the route table, and none for a route that is gone', () => {
    expect([...writeRoutes].filter((route) => !MATRIX[route]).sort()).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !writeRoutes.has(route))).toEqual([]);
  });

  const cells = Object.entries(MATRIX).flatMap(([route, entry]) =>
    ROLES.map((role) => ({ route, role, entry })),
  );
  it.each(cells)('$route as $role', async ({ route, role, entry }) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const built = await entry.build(role);
    expect(built.url.startsWith(pattern.split('/:')[0]!)).toBe(true);
    const cookie = built.cookie !== undefined ? built.cookie : role === 'guest' ? null : actors[role].cookie;
    const before = await tableFingerprint(t.db);
    const res = await t.app.inject({
      method: method as 'POST',
      url: built.url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(built.contentType ? { 'content-type': built.contentType } : {}),
      },
      ...(built.payload ? { payload: built.payload } : {}),
    });
    const expected = entry.expect[role];
    const allowed = Array.isArray(expected) ? expected : [expected];
    expect(allowed, `${route} as ${role} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(
      res.statusCode,
    );
    if ([401, 403, 404].includes(res.statusCode)) expect(await tableFingerprint(t.db)).toEqual(before);
    if (res.statusCode === 202) await jobSettled(res.json().jobId);
    await entry.after?.();
  });
});

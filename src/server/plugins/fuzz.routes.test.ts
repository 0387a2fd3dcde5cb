import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../lib/events/event-fixtures.ts';
import { tableFingerprint } from '../testing/table-fingerprint.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../testing/test-app.ts';

/**
 * Property: whatever arrives at any endpoint (odd ids, control characters, wrong types, deep or
 * huge values, signed in or not), the answer is never a 5xx, and a refused request (4xx) leaves
 * every table as it was. The routes come from the app's own route table, so new ones are fuzzed too.
 */
type Route = { method: string; url: string };
let t: TestApp;
let cookie: string;
const routes: Route[] = [];

beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, {
    onRoute: (route: RouteOptions) => {
      if (route.url.includes('*')) return; // The client app's catch-all page route.
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    },
  });
  const signedIn = await signUpAndLogIn(t.app);
  cookie = signedIn.cookie;
  await insertEvent(t.db, { organizerId: signedIn.user.id });
}, 120_000);
afterAll(async () => t.close());

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '0x10',
    '1e3',
    '2147483648',
    '99999999999999999999',
    'NaN',
    '\u0000',
    '%00',
    '../x',
  ),
  fc.integer().map(String),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
/** Bodies: random objects, often with the field names the contracts use. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'title',
    'description',
    'date',
    'location',
    'category',
    'name',
    'email',
    'username',
    'password',
    'confirmPassword',
    'message',
    'rating',
    'review',
    'status',
    'url',
    'platform',
    'bio',
    'isAdmin',
    'guestCount',
    'eventDate',
    'token',
    'city',
    'region',
    'isEnabled',
    'capacity',
    'verified',
  ),
  fc.string({ maxLength: 12 }),
);
const body = fc.oneof(fc.dictionary(fieldName, value, { maxKeys: 8 }), value);

function fillPath(url: string, params: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? '1'));
}

describe('fuzzing every endpoint', () => {
  it('never answers 5xx, and a refused request changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }),
        fc.array(nasty, { minLength: 3, maxLength: 3 }),
        fc.dictionary(fieldName, nasty, { maxKeys: 3 }),
        body,
        fc.boolean(),
        async (index, params, query, payload, signedIn) => {
          const route = routes[index]!;
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const url = fillPath(route.url, params) + (search ? `?${search}` : '');
          const before = await tableFingerprint(t.db);
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: signedIn ? { cookie } : {},
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: payload as object }),
          });
          expect(
            res.statusCode,
            `${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(await tableFingerprint(t.db), `${route.method} ${url}`).toEqual(before);
        },
      ),
      { numRuns: 150, seed: 14, endOnFailure: true },
    );
  }, 300_000);
});

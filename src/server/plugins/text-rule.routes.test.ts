import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../db/schema.ts';
import { buildRegistration, createTestApp, signUpAndLogIn, type TestApp } from '../testing/test-app.ts';

/** A NUL byte is refused by PostgreSQL itself; every text field must answer 400 (or strip it), never 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NUL = '\u0000';

describe('control characters in text fields', () => {
  it('answers 400 for a NUL in the login username', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: `a${NUL}`, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Username must be a single line/);
  });

  it('strips a NUL from the display name at registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: buildRegistration({ name: `Ada${NUL} Lovelace` }),
      remoteAddress: '10.1.1.1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Ada Lovelace');
  });

  it('answers 400 for a NUL in the bio and in the avatar URL, creating no user', async () => {
    const before = (await t.db.select({ n: count() }).from(users))[0]?.n;
    for (const overrides of [{ bio: `x${NUL}` }, { avatar: `https://a.example/${NUL}` }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: buildRegistration(overrides),
        remoteAddress: '10.1.1.2',
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(before);
  });

  it.each(['title', 'description', 'location', 'metaTitle', 'metaDescription', 'eviteEventId', 'image'])(
    'answers 400 for a NUL in the event %s and stores nothing',
    async (field) => {
      const { cookie } = await signUpAndLogIn(t.app, {}, '10.1.1.3');
      const before = (await t.db.select({ n: count() }).from(events))[0]?.n;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie },
        payload: {
          title: 'Party',
          description: 'Fun',
          date: '2026-12-05T19:00',
          location: 'New York, NY',
          [field]: `x${NUL}y`,
        },
      });
      expect(res.statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(events))[0]?.n).toBe(before);
    },
  );

  it('answers 400 for a NUL in a search and a category filter', async () => {
    for (const url of ['/api/events/search?q=a%00b', '/api/events?category=a%00b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the planner and the vendor form', () => {
  it.each(['/api/chat-planner', '/api/chat-planner/stream'])(
    'answers 400 for a NUL or an escape character in a message to %s',
    async (url) => {
      const { cookie } = await signUpAndLogIn(t.app, {}, '10.1.1.4');
      for (const message of [`plan a party${NUL}`, 'plan \u001b[31ma party']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { message } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/Message contains a character that is not allowed/);
      }
    },
  );

  it.each(['name', 'description', 'location', 'contactPhone', 'cancellationPolicy', 'website'])(
    'answers 400 for a NUL in the vendor %s',
    async (field) => {
      const { cookie } = await signUpAndLogIn(t.app, {}, '10.1.1.5');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers: { cookie },
        payload: {
          name: 'Party Tents',
          description: 'Tents for any party',
          category: 'Party Rentals',
          contactEmail: 'tents@example.com',
          contactPhone: '209-555-0100',
          location: 'Stockton, CA',
          website: 'https://tents.example.com',
          cancellationPolicy: 'Free until a week before',
          [field]: field === 'website' ? `https://tents.example.com/${NUL}` : `x${NUL}y`,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
    },
  );
});

describe('ids', () => {
  it.each(['2147483648', '1,2147483648', '99999999'.repeat(2)])(
    'answers 400 with a message for /api/rsvps/counts?ids=%s',
    async (ids) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/rsvps/counts?ids=${ids}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/ids must be/);
    },
  );

  it.each(['0x10', '1e1', '016', '%2016', '2147483648', '-1', '0'])(
    'answers 400 for /api/events/%s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/events/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Invalid event ID/);
    },
  );
});

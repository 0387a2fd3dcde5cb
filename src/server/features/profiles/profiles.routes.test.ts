import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendors } from '../../db/schema.ts';
import { insertEvent } from '../../lib/events/event-fixtures.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: new Date('2026-11-20T12:00:00Z') });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/profiles/:username', () => {
  it('shows name, bio, avatar, upcoming events soonest first and vendor profiles, and nothing private', async () => {
    const { user } = await signUpAndLogIn(t.app, { name: 'Dana Host' });
    const other = await signUpAndLogIn(t.app);
    await t.db
      .update(users)
      .set({ bio: 'I throw the best block parties.', avatar: '/images/abc', city: 'Stockton', region: 'CA' })
      .where(eq(users.id, user.id));
    const later = await insertEvent(t.db, {
      organizerId: user.id,
      title: 'Later',
      date: new Date('2027-01-10T20:00:00Z'),
    });
    const sooner = await insertEvent(t.db, {
      organizerId: user.id,
      title: 'Sooner',
      date: new Date('2026-12-01T20:00:00Z'),
    });
    await insertEvent(t.db, { organizerId: user.id, title: 'Past', date: new Date('2026-11-01T20:00:00Z') });
    await insertEvent(t.db, {
      organizerId: other.user.id,
      title: 'Not theirs',
      date: new Date('2026-12-02T20:00:00Z'),
    });
    const [row] = await t.db
      .insert(vendors)
      .values({
        userId: user.id,
        name: 'Dana Beats',
        description: 'Party DJ',
        category: 'DJ',
        contactEmail: 'private-vendor-mail@example.com',
        contactPhone: '(209) 555-0100',
        location: 'Stockton, CA',
        averageRating: 4.66,
        reviewCount: 3,
      })
      .returning({ id: vendors.id });
    const vendor = row!.id;

    const res = await get(`/api/profiles/${user.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'avatar',
        'bio',
        'memberSince',
        'name',
        'upcomingEventCount',
        'upcomingEvents',
        'username',
        'vendors',
      ].sort(),
    );
    expect(body).toMatchObject({
      username: user.username,
      name: 'Dana Host',
      bio: 'I throw the best block parties.',
      avatar: '/images/abc',
      upcomingEventCount: 2,
    });
    expect(body.upcomingEvents.map((e: { id: number }) => e.id)).toEqual([sooner, later]);
    expect(body.upcomingEvents[0]).toEqual({
      id: sooner,
      title: 'Sooner',
      category: 'Social',
      date: '2026-12-01T20:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      location: 'Weber Point, Stockton, CA',
      image: null,
    });
    expect(body.vendors).toEqual([
      expect.objectContaining({
        id: vendor,
        name: 'Dana Beats',
        averageRating: 4.7,
        reviewCount: 3,
        verified: false,
      }),
    ]);
    const text = res.body;
    expect(text).not.toContain(user.email);
    expect(text).not.toMatch(/email|isAdmin|password|googleId|"city"|"region"/i);
  });

  it('answers 404 for an unknown username and 400 for a blank one', async () => {
    const missing = await get('/api/profiles/nobody-here-42');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    expect((await get('/api/profiles/%20')).statusCode).toBe(400);
  });
});

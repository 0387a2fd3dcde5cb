import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { insertEvent, makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());

const validBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Winter Rooftop Party',
  description: 'Hot cocoa, a DJ and the skyline.',
  date: '2026-12-05T19:00',
  location: '350 5th Ave, New York, NY 10118',
  category: 'Social',
  ...overrides,
});

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const patch = (id: number, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/events/${id}`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/events', () => {
  it('creates the event for the signed-in user, geocoded, with the date as wall time in its zone', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app, { name: 'Nora Host' });
    const res = await post(
      validBody({ organizerId: 999, userId: 999, organizerName: 'Someone else' }),
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      title: 'Winter Rooftop Party',
      location: '350 5th Ave, New York, NY 10118',
      city: 'New York',
      region: 'NY',
      country: 'United States',
      timeZone: 'America/New_York',
      // 19:00 in New York in winter (UTC-5) is midnight UTC the next day.
      date: '2026-12-06T00:00:00.000Z',
      organizerId: user.id,
      organizerName: 'Nora Host',
      creator: { name: 'Nora Host', username: user.username },
      eviteSynced: false,
      eviteInvitationUrl: null,
      socialPosts: [],
      createdAt: NOW.toISOString(),
    });
    expect(event.latitude).toBeCloseTo(40.75, 1);
    expect(event.longitude).toBeCloseTo(-73.99, 1);
    const [row] = await t.db.select({ source: events.source }).from(events).where(eq(events.id, event.id));
    expect(row!.source).toBe('user');
  });

  it('keeps an explicit offset or Z as given', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const withZ = await post(validBody({ date: '2026-12-05T19:00:00Z' }), cookie);
    expect(withZ.json().date).toBe('2026-12-05T19:00:00.000Z');
    const withOffset = await post(validBody({ date: '2026-12-05T19:00:00-08:00' }), cookie);
    expect(withOffset.json().date).toBe('2026-12-06T03:00:00.000Z');
  });

  it('reads summer wall time with daylight saving in the event’s zone (Austin, CDT)', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await post(validBody({ date: '2027-07-04T19:00', location: 'Austin, TX' }), cookie);
    expect(res.json()).toMatchObject({
      date: '2027-07-05T00:00:00.000Z',
      timeZone: 'America/Chicago',
      city: 'Austin',
    });
  });

  it('returns 401 with the spec message for a guest', async () => {
    const res = await post(validBody());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You must be logged in to create an event');
  });

  it('answers 400 on location for a place it cannot find', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await post(validBody({ location: 'Hogwarts Castle, Narnia' }), cookie);
    expect(res.statusCode).toBe(400);
    const message = "We couldn't find that place. Try 'City, ST' or a street address with the city.";
    expect(res.json()).toMatchObject({ message, issues: [{ path: 'location', message }] });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ description: ' ' }, 'description', 'Description is required'],
    [{ date: '' }, 'date', 'Date and time are required'],
    [{ date: 'someday' }, 'date', 'Please enter a valid date and time'],
    [{ location: '' }, 'location', 'Location is required'],
    [{ category: 'Rave' }, 'category', 'Choose an event type from the list'],
    [{ image: 'not a url' }, 'image', 'Invalid Image URL - The URL provided is not a valid image URL'],
    [{ eviteInvitationUrl: 'nope' }, 'eviteInvitationUrl', 'Must be a valid URL'],
  ])('answers 400 for %j with the message on %s', async (override, path, message) => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await post(validBody(override), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('requires an invitation URL when Evite sync is on, and stores none when it is off', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const missing = await post(validBody({ eviteSynced: true }), cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'eviteInvitationUrl', message: 'Please enter a valid URL' },
    ]);
    const synced = await post(
      validBody({
        eviteSynced: true,
        eviteInvitationUrl: 'https://www.evite.com/event/abc',
        eviteEventId: 'abc',
      }),
      cookie,
    );
    expect(synced.json()).toMatchObject({
      eviteSynced: true,
      eviteInvitationUrl: 'https://www.evite.com/event/abc',
      eviteEventId: 'abc',
    });
    const off = await post(
      validBody({ eviteInvitationUrl: 'https://www.evite.com/event/x', eviteEventId: 'x' }),
      cookie,
    );
    expect(off.json()).toMatchObject({ eviteSynced: false, eviteInvitationUrl: null, eviteEventId: null });
  });

  it('ignores the image generation flags and social posts in the body', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await post(
      validBody({ shouldGenerateImage: true, generateImage: true, socialPosts: [{ platform: 'twitter' }] }),
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ image: null, socialPosts: [] });
  });
});

describe('PATCH /api/events/:id', () => {
  async function createOwned() {
    const owner = await signUpAndLogIn(t.app);
    const created = await post(
      validBody({
        eviteSynced: true,
        eviteInvitationUrl: 'https://www.evite.com/event/1',
        eviteEventId: 'e1',
      }),
      owner.cookie,
    );
    return { owner, event: created.json() };
  }

  it('lets the organizer change some fields and keeps the rest', async () => {
    const { owner, event } = await createOwned();
    t.setNow(new Date('2026-11-23T10:00:00Z'));
    const res = await patch(event.id, { title: 'Renamed' }, owner.cookie);
    t.setNow(NOW);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      category: 'Social',
      description: event.description,
      date: event.date,
      eviteSynced: true,
      eviteInvitationUrl: 'https://www.evite.com/event/1',
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('geocodes a new location again and reads the new date in the new zone', async () => {
    const { owner, event } = await createOwned();
    const res = await patch(event.id, { location: 'Denver, CO', date: '2026-12-05T19:00' }, owner.cookie);
    expect(res.json()).toMatchObject({
      location: 'Denver, CO',
      city: 'Denver',
      region: 'CO',
      timeZone: 'America/Denver',
      date: '2026-12-06T02:00:00.000Z',
    });
  });

  it('answers 400 for a new location it cannot find', async () => {
    const { owner, event } = await createOwned();
    const res = await patch(event.id, { location: 'Atlantis Under The Sea Kingdom' }, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('location');
  });

  it('clears the invitation when Evite sync is turned off', async () => {
    const { owner, event } = await createOwned();
    const res = await patch(event.id, { eviteSynced: false }, owner.cookie);
    expect(res.json()).toMatchObject({ eviteSynced: false, eviteInvitationUrl: null, eviteEventId: null });
  });

  it('requires a valid invitation URL when Evite sync is on', async () => {
    const { owner, event } = await createOwned();
    const cleared = await patch(event.id, { eviteInvitationUrl: '' }, owner.cookie);
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().issues).toEqual([
      { path: 'eviteInvitationUrl', message: 'Please enter a valid URL' },
    ]);
    const off = await patch(event.id, { eviteSynced: false }, owner.cookie);
    expect(off.statusCode).toBe(200);
    const onWithout = await patch(event.id, { eviteSynced: true }, owner.cookie);
    expect(onWithout.statusCode).toBe(400);
  });

  it('lets an administrator edit anyone’s event', async () => {
    const { event } = await createOwned();
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    const res = await patch(event.id, { category: 'Holiday' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 'Holiday', organizerId: event.organizerId });
  });

  it('never moves the event to another organizer', async () => {
    const { owner, event } = await createOwned();
    const res = await patch(event.id, { organizerId: 1, userId: 1 }, owner.cookie);
    expect(res.json().organizerId).toBe(owner.user.id);
  });

  it('returns 403 when a signed-in user edits someone else’s party', async () => {
    const { event } = await createOwned();
    const other = await signUpAndLogIn(t.app);
    const res = await patch(event.id, { title: 'Mine now' }, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only edit events you organize');
  });

  it('returns 403 for an event without an organizer account, unless admin', async () => {
    const id = await insertEvent(t.db);
    const someone = await signUpAndLogIn(t.app);
    expect((await patch(id, { title: 'x' }, someone.cookie)).statusCode).toBe(403);
  });

  it('returns 401 for a guest and 404 for a missing event', async () => {
    const { owner, event } = await createOwned();
    expect((await patch(event.id, { title: 'x' })).statusCode).toBe(401);
    const missing = await patch(777777, { title: 'x' }, owner.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event 777777 not found');
  });

  it('answers 400 with the field message for bad values', async () => {
    const { owner, event } = await createOwned();
    const res = await patch(event.id, { title: '', category: 'Rave' }, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'category', message: 'Choose an event type from the list' },
      ]),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_CLOSED_MESSAGE } from '#shared/constants.ts';
import { insertEvent, makeAdmin } from '../../lib/events/event-fixtures.ts';
import {
  buildRegistration,
  createTestApp,
  MANY_SIGN_UPS,
  signUpAndLogIn,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let admin: { cookie: string; username: string };
let member: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ ...MANY_SIGN_UPS, DEFAULT_CITY: 'Stockton', DEFAULT_REGION: 'CA' });
  const signedUp = await signUpAndLogIn(t.app, { name: 'Ada Admin' });
  await makeAdmin(t.db, signedUp.user.id);
  admin = { cookie: signedUp.cookie, username: signedUp.registration.username };
  member = await signUpAndLogIn(t.app);
});
afterAll(async () => t.close());

const patch = (payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload });
const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
const register = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: buildRegistration(),
    remoteAddress: '10.1.1.1',
  });

describe('GET /api/admin/settings', () => {
  it('returns 401 to a guest and 403 to a member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only administrators can change site settings.');
  });

  it('shows the built-in settings and the server status to an administrator', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings).toEqual({
      siteName: 'Confetti',
      contactEmail: '',
      isSignUpOpen: true,
      isGuestRsvpOpen: true,
      defaultLocation: null,
    });
    expect(body.serverDefaultLocation).toEqual({ city: 'Stockton', region: 'CA' });
    expect(['pglite', 'postgres']).toContain(body.status.database);
    expect(body.status.jobs).toEqual({
      waiting: expect.any(Number),
      active: expect.any(Number),
      failed: expect.any(Number),
    });
    expect(body.status.mail.transport).toBe('log');
    expect(body.status.ai).toEqual({ provider: 'built-in', model: null });
  });
});

describe('PATCH /api/admin/settings', () => {
  it('returns 403 to a member and changes nothing', async () => {
    const res = await patch({ isSignUpOpen: false }, member.cookie);
    expect(res.statusCode).toBe(403);
    expect((await config()).isSignUpOpen).toBe(true);
  });

  it('renames the site and closes sign-up at once, logs who did it, and reopens', async () => {
    const res = await patch({
      siteName: 'Party Central',
      contactEmail: 'hello@party.example',
      isSignUpOpen: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      siteName: 'Party Central',
      contactEmail: 'hello@party.example',
      isSignUpOpen: false,
    });
    expect(res.json().changes.slice(0, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'siteName', oldValue: 'Confetti', newValue: 'Party Central' }),
        expect.objectContaining({ key: 'isSignUpOpen', oldValue: 'Open', newValue: 'Closed' }),
      ]),
    );
    expect(res.json().changes[0].changedBy.username).toBe(admin.username);
    expect(await config()).toMatchObject({ siteName: 'Party Central', isSignUpOpen: false });

    const refused = await register();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SIGN_UP_CLOSED_MESSAGE);

    expect((await patch({ isSignUpOpen: true })).statusCode).toBe(200);
    t.mails.length = 0;
    expect((await register()).statusCode).toBe(201);
    expect(t.mails[0]?.subject).toBe('Confirm your email for Party Central');
    expect(t.mails[0]?.text).toContain('The Party Central team');
    await patch({ siteName: 'Confetti', contactEmail: '' });
  });

  it('moves the default place for visitors of unknown location, and back to the server default', async () => {
    const moved = await patch({ defaultLocation: 'austin tx' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().settings.defaultLocation).toEqual({ city: 'Austin', region: 'TX' });
    const here = await t.app.inject({ method: 'GET', url: '/api/location' });
    expect(here.json()).toMatchObject({ city: 'Austin', region: 'TX' });
    expect((await config()).defaultLocation).toMatchObject({ city: 'Austin', region: 'TX' });

    const back = await patch({ defaultLocation: null });
    expect(back.json().settings.defaultLocation).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/location' })).json().city).toBe('Stockton');
  });

  it('returns 400 with a message a person can act on, and changes nothing', async () => {
    const place = await patch({ defaultLocation: 'Qwxzplace', siteName: 'Never Stored' });
    expect(place.statusCode).toBe(400);
    expect(place.json().issues[0]).toEqual({
      path: 'defaultLocation',
      message: 'We could not find “Qwxzplace”. Enter a US city and state, like Austin, TX.',
    });
    const email = await patch({ contactEmail: 'not an address' });
    expect(email.statusCode).toBe(400);
    expect(email.json().issues[0].message).toBe('Enter a valid email address, or leave it empty');
    expect((await patch({ siteName: '  ' })).statusCode).toBe(400);
    expect((await patch({ isSignUpOpen: 'no' })).statusCode).toBe(400);
    expect((await patch({ theme: 'dark' })).statusCode).toBe(400);
    expect((await config()).siteName).toBe('Confetti');
  });

  it('asks guests to sign in to RSVP while guest answers are closed', async () => {
    const eventId = await insertEvent(t.db, { date: new Date('2099-06-01T18:00:00Z') });
    const guestAnswer = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/rsvp`,
        payload: { status: 'going', plusOnes: 0, guest: { name: 'Gail Guest', email: 'gail@example.com' } },
      });
    expect((await patch({ isGuestRsvpOpen: false })).statusCode).toBe(200);
    expect((await config()).isGuestRsvpOpen).toBe(false);
    const refused = await guestAnswer();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      'Sign in to answer: guests need an account to RSVP on this site for now.',
    );
    expect((await patch({ isGuestRsvpOpen: true })).statusCode).toBe(200);
    expect((await guestAnswer()).statusCode).toBe(202);
  });
});

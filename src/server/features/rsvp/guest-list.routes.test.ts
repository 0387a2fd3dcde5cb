import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A hosted event with Ann (going +1, a note), Bob (maybe) and Cy (waitlisted) at capacity 2. */
async function partyWithGuests(isGuestListPublic = false) {
  const host = await signUpAndLogIn(t.app, { name: 'Hannah Host' });
  const eventId = await insertEvent(t.db, {
    organizerId: host.user.id,
    date: new Date('2026-12-05T03:00:00Z'),
  });
  await call('PUT', `/api/events/${eventId}/rsvp/settings`, host.cookie, {
    isEnabled: true,
    capacity: 2,
    deadline: null,
    isGuestListPublic,
    plusOneMax: 2,
  });
  const ann = await signUpAndLogIn(t.app, { name: 'Ann Arbor' });
  const bob = await signUpAndLogIn(t.app, { name: 'Bob Builder' });
  const cy = await signUpAndLogIn(t.app, { name: 'Cy Young' });
  await call('PUT', `/api/events/${eventId}/rsvp`, ann.cookie, {
    status: 'going',
    plusOnes: 1,
    note: '=SUM(A1)',
  });
  await call('PUT', `/api/events/${eventId}/rsvp`, bob.cookie, { status: 'maybe' });
  await call('PUT', `/api/events/${eventId}/rsvp`, cy.cookie, { status: 'going' });
  return { host, eventId, ann, bob, cy };
}

describe('GET /api/events/:id/guests', () => {
  it('shows the host every guest with email, counts, and search', async () => {
    const { host, eventId, ann } = await partyWithGuests();
    const res = await call('GET', `/api/events/${eventId}/guests`, host.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.view).toBe('host');
    expect(list.counts).toEqual({ going: 2, maybe: 1, declined: 0, waitlisted: 1 });
    expect(list.guests.map((g: { name: string; status: string }) => [g.name, g.status])).toEqual([
      ['Ann Arbor', 'going'],
      ['Bob Builder', 'maybe'],
      ['Cy Young', 'waitlisted'],
    ]);
    expect(list.guests[0]).toMatchObject({ email: ann.registration.email, plusOnes: 1, note: '=SUM(A1)' });
    const found = (await call('GET', `/api/events/${eventId}/guests?q=builder`, host.cookie)).json();
    expect(found.guests.map((g: { name: string }) => g.name)).toEqual(['Bob Builder']);
  });

  it('is a 403 for everyone else while the list is host-only', async () => {
    const { eventId, ann } = await partyWithGuests();
    const res = await call('GET', `/api/events/${eventId}/guests`, ann.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The host keeps this guest list private.');
    expect((await call('GET', `/api/events/${eventId}/guests`)).statusCode).toBe(403);
  });

  it('shows first names and avatars of those going, never emails, when public', async () => {
    const { eventId, bob } = await partyWithGuests(true);
    const res = await call('GET', `/api/events/${eventId}/guests`, bob.cookie);
    expect(res.json()).toEqual({
      view: 'public',
      counts: { going: 2, maybe: 1, declined: 0, waitlisted: 1 },
      guests: [{ firstName: 'Ann', avatar: null, plusOnes: 1 }],
    });
    expect(res.body).not.toContain('@example.com');
  });

  it('lets an admin see the host view', async () => {
    const { eventId } = await partyWithGuests();
    const admin = await signUpAndLogIn(t.app);
    await makeAdmin(t.db, admin.user.id);
    expect((await call('GET', `/api/events/${eventId}/guests`, admin.cookie)).json().view).toBe('host');
  });
});

describe('GET /api/events/:id/guests.csv', () => {
  it('exports the list for the host, with formulas defused', async () => {
    const { host, eventId, ann } = await partyWithGuests();
    const res = await call('GET', `/api/events/${eventId}/guests.csv`, host.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Answer","Plus-ones","Waitlist position","Note","Answered at"');
    expect(lines[1]).toBe(
      `"Ann Arbor","${ann.registration.email}","going","1","","'=SUM(A1)","${NOW.toISOString()}"`,
    );
    expect(lines).toHaveLength(4);
  });

  it('is a 403 for a guest and a 401 when signed out', async () => {
    const { eventId, ann } = await partyWithGuests(true);
    expect((await call('GET', `/api/events/${eventId}/guests.csv`, ann.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/events/${eventId}/guests.csv`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/events/:id/guests/:guestId', () => {
  it('removes a guest and promotes the waitlist; only the host may', async () => {
    const { host, eventId, ann, cy } = await partyWithGuests();
    const annRow = (await call('GET', `/api/events/${eventId}/rsvp`, ann.cookie)).json().myRsvp;
    expect((await call('DELETE', `/api/events/${eventId}/guests/${annRow.id}`, cy.cookie)).statusCode).toBe(
      403,
    );
    const res = await call('DELETE', `/api/events/${eventId}/guests/${annRow.id}`, host.cookie);
    expect(res.json()).toEqual({ ok: true });
    expect((await call('GET', `/api/events/${eventId}/rsvp`, cy.cookie)).json().myRsvp.status).toBe('going');
    expect((await call('DELETE', `/api/events/${eventId}/guests/${annRow.id}`, host.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/events/:id/guests/message', () => {
  it('mails one group through the job queue, each with an unsubscribe link that works', async () => {
    const { host, eventId, bob, cy } = await partyWithGuests();
    const body = { group: 'going', subject: 'Parking', message: 'Park on Main Street.' };
    const res = await call('POST', `/api/events/${eventId}/guests/message`, host.cookie, body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ recipients: 1 });
    await waitFor(() => t.mails.some((m) => m.kind === 'rsvp-host-message' && m.subject.endsWith('Parking')));
    const sent = t.mails.filter((m) => m.subject === 'Neighborhood Get-Together: Parking');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Park on Main Street.');

    await call('POST', `/api/events/${eventId}/guests/message`, host.cookie, {
      ...body,
      group: 'all',
      subject: 'Hello all',
    });
    await waitFor(() => t.mails.filter((m) => m.subject.endsWith('Hello all')).length === 3);
    const toCy = t.mails.find((m) => m.subject.endsWith('Hello all') && m.to === cy.registration.email)!;
    const token = /\/rsvp\/unsubscribe\/([a-f0-9]{32})/.exec(toCy.text)![1];
    expect((await call('POST', `/api/rsvp/unsubscribe/${token}`)).json()).toEqual({ ok: true });
    const again = await call('POST', `/api/events/${eventId}/guests/message`, host.cookie, {
      ...body,
      group: 'all',
    });
    expect(again.json()).toEqual({ recipients: 2 });
    expect((await call('POST', `/api/events/${eventId}/guests/message`, bob.cookie, body)).statusCode).toBe(
      403,
    );
  });

  it('rate-limits a host to 5 messages per event a day and refuses an empty subject', async () => {
    const { host, eventId } = await partyWithGuests();
    const empty = await call('POST', `/api/events/${eventId}/guests/message`, host.cookie, {
      group: 'all',
      subject: ' ',
      message: 'x',
    });
    expect(empty.statusCode).toBe(400);
    const body = { group: 'maybe', subject: 'Hi', message: 'Hello' };
    for (let i = 0; i < 5; i += 1)
      expect(
        (await call('POST', `/api/events/${eventId}/guests/message`, host.cookie, body)).statusCode,
      ).toBe(202);
    expect((await call('POST', `/api/events/${eventId}/guests/message`, host.cookie, body)).statusCode).toBe(
      429,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvps } from '../../db/schema.ts';
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
      total: 1,
      hasMore: false,
      nextOffset: null,
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

/**
 * Ann, Bob and Cy from `partyWithGuests`, then `n` confirmed guests without accounts added directly,
 * a second apart so their order is known: odd numbers declined (Guest 0001), even ones maybe.
 */
async function partyWithManyGuests(n: number) {
  const party = await partyWithGuests();
  const statuses = ['maybe', 'declined'] as const;
  const rows = Array.from({ length: n }, (_, i) => ({
    eventId: party.eventId,
    guestName: `Guest ${String(i + 1).padStart(4, '0')}`,
    guestEmail: `guest${i + 1}@mail.test`,
    status: statuses[(i + 1) % 2]!,
    createdAt: new Date(NOW.getTime() + (i + 1) * 1000),
    updatedAt: NOW,
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(rsvps).values(rows.slice(i, i + 500));
  return party;
}

type Page = { guests: { name: string }[]; total: number; hasMore: boolean; nextOffset: number | null };

describe('GET /api/events/:id/guests (paging)', () => {
  it('answers 50 guests a page with counts of the whole list, until no more follow', async () => {
    const { host, eventId } = await partyWithManyGuests(117);
    const counts = { going: 2, maybe: 1 + 58, declined: 59, waitlisted: 1 };
    const names: string[] = [];
    let url = `/api/events/${eventId}/guests`;
    for (;;) {
      const res = await call('GET', url, host.cookie);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page & { counts: unknown };
      expect(page.counts).toEqual(counts);
      expect(page.total).toBe(120);
      names.push(...page.guests.map((g) => g.name));
      if (!page.hasMore) {
        expect(page.nextOffset).toBeNull();
        break;
      }
      expect(page.guests).toHaveLength(50);
      url = `/api/events/${eventId}/guests?offset=${page.nextOffset}`;
    }
    expect(names).toHaveLength(120);
    expect(new Set(names).size).toBe(120);
    expect(names.slice(0, 4)).toEqual(['Ann Arbor', 'Bob Builder', 'Cy Young', 'Guest 0001']);
    expect(names.at(-1)).toBe('Guest 0117');
  });

  it('pages through a search and a status, counting only the matches', async () => {
    const { host, eventId } = await partyWithManyGuests(117);
    const first = (
      await call('GET', `/api/events/${eventId}/guests?q=guest%2000&limit=5`, host.cookie)
    ).json();
    expect(first.total).toBe(99);
    expect(first.counts).toEqual({ going: 2, maybe: 59, declined: 59, waitlisted: 1 });
    expect(first.guests.map((g: { name: string }) => g.name)).toEqual([
      'Guest 0001',
      'Guest 0002',
      'Guest 0003',
      'Guest 0004',
      'Guest 0005',
    ]);
    expect(first).toMatchObject({ hasMore: true, nextOffset: 5 });
    const last = (
      await call('GET', `/api/events/${eventId}/guests?q=guest%2000&limit=5&offset=95`, host.cookie)
    ).json();
    expect(last.guests.map((g: { name: string }) => g.name)).toEqual([
      'Guest 0096',
      'Guest 0097',
      'Guest 0098',
      'Guest 0099',
    ]);
    expect(last).toMatchObject({ total: 99, hasMore: false, nextOffset: null });
    const declined = (
      await call('GET', `/api/events/${eventId}/guests?status=declined&limit=200`, host.cookie)
    ).json();
    expect(declined).toMatchObject({ total: 59, hasMore: false });
    expect(declined.guests).toHaveLength(59);
    const beyond = (await call('GET', `/api/events/${eventId}/guests?offset=500`, host.cookie)).json();
    expect(beyond).toMatchObject({ total: 120, hasMore: false, nextOffset: null, guests: [] });
  });

  it('refuses a bad page size or offset with a 400 that says why', async () => {
    const { host, eventId } = await partyWithGuests();
    const cases: [string, string][] = [
      ['limit=0', 'limit must be at least 1'],
      ['limit=201', 'limit must be at most 200'],
      ['limit=2.5', 'limit must be a whole number'],
      ['limit=ten', 'limit must be a number'],
      ['offset=-1', 'offset must be 0 or more'],
      ['offset=abc', 'offset must be a number'],
      ['offset=99999999999', 'offset is too large'],
    ];
    for (const [query, message] of cases) {
      const res = await call('GET', `/api/events/${eventId}/guests?${query}`, host.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });
});

describe('GET /api/events/:id/guests.csv', () => {
  it('streams every guest of a long list, in order, once', async () => {
    const { host, eventId } = await partyWithManyGuests(1_203);
    const res = await call('GET', `/api/events/${eventId}/guests.csv`, host.cookie);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 1_203);
    const names = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(names).size).toBe(1_206);
    expect(names.slice(2, 5)).toEqual(['"Cy Young"', '"Guest 0001"', '"Guest 0002"']);
    expect(names.at(-1)).toBe('"Guest 1203"');
    expect(lines.at(-1)).toBe(
      `"Guest 1203","guest1203@mail.test","declined","0","","","${NOW.toISOString()}"`,
    );
  });

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, makeAdmin } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const EVENT_DATE = new Date('2026-12-05T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  // 50 answers arrive at once on purpose: PGlite's admission limit must not refuse any of them.
  t = await createTestApp({ ...MANY_SIGN_UPS, PGLITE_MAX_QUEUE_WAIT_MS: '60000' }, { now: NOW });
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

const settings = (overrides: Record<string, unknown> = {}) => ({
  isEnabled: true,
  capacity: null,
  deadline: null,
  isGuestListPublic: false,
  plusOneMax: 2,
  ...overrides,
});

async function hostedEvent(overrides: Record<string, unknown> = {}) {
  const host = await signUpAndLogIn(t.app, { name: 'Hannah Host' });
  const eventId = await insertEvent(t.db, { organizerId: host.user.id, date: EVENT_DATE });
  if (Object.keys(overrides).length > 0) {
    const res = await call('PUT', `/api/events/${eventId}/rsvp/settings`, host.cookie, settings(overrides));
    expect(res.statusCode).toBe(200);
  }
  return { host, eventId };
}

const answer = (eventId: number, cookie: string | undefined, body: Record<string, unknown>) =>
  call('PUT', `/api/events/${eventId}/rsvp`, cookie, body);

const stateOf = async (eventId: number, cookie?: string) =>
  (await call('GET', `/api/events/${eventId}/rsvp`, cookie)).json();

const linkIn = (text: string) => /\/rsvp\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const mailsTo = (address: string) => t.mails.filter((m) => m.to === address && m.kind.startsWith('rsvp'));

describe('PUT /api/events/:id/rsvp (signed in)', () => {
  it('walks through every answer: going, maybe, declined, and back', async () => {
    const { eventId } = await hostedEvent();
    const guest = await signUpAndLogIn(t.app);
    const going = await answer(eventId, guest.cookie, {
      status: 'going',
      plusOnes: 2,
      note: 'Bringing chips',
    });
    expect(going.statusCode).toBe(200);
    expect(going.json()).toMatchObject({
      status: 'going',
      plusOnes: 2,
      note: 'Bringing chips',
      waitlistPosition: null,
    });
    expect((await stateOf(eventId, guest.cookie)).counts).toEqual({
      going: 3,
      maybe: 0,
      declined: 0,
      waitlisted: 0,
    });

    const maybe = await answer(eventId, guest.cookie, { status: 'maybe', plusOnes: 1 });
    expect(maybe.json()).toMatchObject({ status: 'maybe', plusOnes: 1, note: '' });
    const declined = await answer(eventId, guest.cookie, { status: 'declined', plusOnes: 2 });
    expect(declined.json()).toMatchObject({ status: 'declined', plusOnes: 0 });
    const state = await stateOf(eventId, guest.cookie);
    expect(state.counts).toEqual({ going: 0, maybe: 0, declined: 1, waitlisted: 0 });
    expect(state.myRsvp).toMatchObject({ status: 'declined' });
    expect(state.canManage).toBe(false);

    expect((await call('DELETE', `/api/events/${eventId}/rsvp`, guest.cookie)).json()).toEqual({ ok: true });
    expect((await stateOf(eventId, guest.cookie)).myRsvp).toBeNull();
  });

  it('refuses more plus-ones than the host allows, and a note with control characters', async () => {
    const { eventId } = await hostedEvent({ plusOneMax: 1 });
    const guest = await signUpAndLogIn(t.app);
    const tooMany = await answer(eventId, guest.cookie, { status: 'going', plusOnes: 2 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can bring at most 1 plus-one to this event');
    const badNote = await answer(eventId, guest.cookie, { status: 'going', note: 'hi\u0000there' });
    expect(badNote.statusCode).toBe(400);
    const badStatus = await answer(eventId, guest.cookie, { status: 'waitlisted' });
    expect(badStatus.statusCode).toBe(400);
    expect((await stateOf(eventId)).counts.going).toBe(0);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const guest = await signUpAndLogIn(t.app);
    expect((await answer(987654, guest.cookie, { status: 'going' })).statusCode).toBe(404);
    expect((await answer(Number.NaN, guest.cookie, { status: 'going' })).statusCode).toBe(400);
  });

  it('is closed after the deadline, when RSVPs are off and once the event started', async () => {
    const { eventId } = await hostedEvent({ deadline: '2026-11-20T00:00:00Z' });
    const guest = await signUpAndLogIn(t.app);
    const late = await answer(eventId, guest.cookie, { status: 'going' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^RSVPs for this event closed on Thu, Nov 19, 2026/);
    expect((await stateOf(eventId)).isOpen).toBe(false);
    expect((await call('DELETE', `/api/events/${eventId}/rsvp`, guest.cookie)).statusCode).toBe(409);

    const off = await hostedEvent({ isEnabled: false });
    expect((await answer(off.eventId, guest.cookie, { status: 'going' })).json().message).toBe(
      'This event is not taking RSVPs.',
    );
    const past = await insertEvent(t.db, { date: new Date('2026-11-01T00:00:00Z') });
    expect((await answer(past, guest.cookie, { status: 'going' })).statusCode).toBe(409);
  });

  it('replays a retried PUT with the same Idempotency-Key', async () => {
    const { eventId } = await hostedEvent();
    const guest = await signUpAndLogIn(t.app);
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/rsvp`,
        headers: { cookie: guest.cookie, 'idempotency-key': 'rsvp-once' },
        payload: { status: 'going' },
      });
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});

describe('capacity and waitlist', () => {
  it('waitlists Going past capacity in order and promotes the first when a place frees up, by mail', async () => {
    const { eventId } = await hostedEvent({ capacity: 2 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => signUpAndLogIn(t.app)));
    expect((await answer(eventId, a!.cookie, { status: 'going' })).json().status).toBe('going');
    expect((await answer(eventId, b!.cookie, { status: 'going' })).json().status).toBe('going');
    const third = await answer(eventId, c!.cookie, { status: 'going' });
    expect(third.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await answer(eventId, d!.cookie, { status: 'going' })).json()).toMatchObject({
      waitlistPosition: 2,
    });
    // Answering Going again keeps one's place in the line.
    expect((await answer(eventId, c!.cookie, { status: 'going', note: 'still keen' })).json()).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await stateOf(eventId)).toMatchObject({ placesLeft: 0, counts: { going: 2, waitlisted: 2 } });

    await answer(eventId, a!.cookie, { status: 'declined' });
    expect((await stateOf(eventId, c!.cookie)).myRsvp).toMatchObject({
      status: 'going',
      waitlistPosition: null,
    });
    expect((await stateOf(eventId, d!.cookie)).myRsvp).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    const mail = mailsTo(c!.registration.email as string);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'rsvp-promoted',
      subject: "You're going to Neighborhood Get-Together",
    });

    await call('DELETE', `/api/events/${eventId}/rsvp`, b!.cookie);
    expect((await stateOf(eventId, d!.cookie)).myRsvp.status).toBe('going');
  });

  it('counts plus-ones against capacity', async () => {
    const { eventId } = await hostedEvent({ capacity: 3 });
    const [a, b] = await Promise.all([1, 2].map(() => signUpAndLogIn(t.app)));
    expect((await answer(eventId, a!.cookie, { status: 'going', plusOnes: 2 })).json().status).toBe('going');
    expect((await answer(eventId, b!.cookie, { status: 'going' })).json().status).toBe('waitlisted');
    // Going with fewer plus-ones frees a place for the waitlist.
    await answer(eventId, a!.cookie, { status: 'going', plusOnes: 1 });
    expect((await stateOf(eventId, b!.cookie)).myRsvp.status).toBe('going');
    // Already going: more plus-ones than places left is refused, the answer stays.
    const more = await answer(eventId, a!.cookie, { status: 'going', plusOnes: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 1 place is left for plus-ones; bring fewer or answer Maybe.');
    const alone = await answer(eventId, a!.cookie, { status: 'going', plusOnes: 4 });
    expect(alone.statusCode).toBe(400);
  });

  it('promotes from the waitlist when the host raises the capacity', async () => {
    const { host, eventId } = await hostedEvent({ capacity: 1 });
    const [a, b] = await Promise.all([1, 2].map(() => signUpAndLogIn(t.app)));
    await answer(eventId, a!.cookie, { status: 'going' });
    await answer(eventId, b!.cookie, { status: 'going' });
    await call('PUT', `/api/events/${eventId}/rsvp/settings`, host.cookie, settings({ capacity: 5 }));
    expect((await stateOf(eventId, b!.cookie)).myRsvp.status).toBe('going');
  });

  it('never overbooks the last place under 50 parallel answers', async () => {
    const { eventId } = await hostedEvent({ capacity: 5 });
    const early = await Promise.all([1, 2, 3, 4].map(() => signUpAndLogIn(t.app)));
    for (const person of early) await answer(eventId, person.cookie, { status: 'going' });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => signUpAndLogIn(t.app)));
    const answers = await Promise.all(crowd.map((p) => answer(eventId, p.cookie, { status: 'going' })));
    expect(answers.map((r) => (r.statusCode === 200 ? 200 : r.body)).filter((s) => s !== 200)).toEqual([]);
    const statuses = answers.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'going')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(49);
    const positions = answers.map((r) => r.json().waitlistPosition).filter((p) => p !== null);
    expect(new Set(positions).size).toBe(49);
    expect((await stateOf(eventId)).counts).toMatchObject({ going: 5, waitlisted: 49 });
  }, 120_000);
});

describe('guests without an account', () => {
  it('counts a guest only after the mailed link is opened; the same link changes the answer', async () => {
    const { eventId } = await hostedEvent();
    const body = { status: 'going', plusOnes: 1, guest: { name: 'Gail Guest', email: 'gail@example.com' } };
    const res = await answer(eventId, undefined, body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      isPending: true,
      message: 'Almost done: open the link we emailed to gail@example.com to confirm your answer.',
    });
    expect((await stateOf(eventId)).counts.going).toBe(0);
    const mail = mailsTo('gail@example.com').at(-1)!;
    expect(mail.subject).toBe('Confirm your RSVP to Neighborhood Get-Together');
    const token = linkIn(mail.text)!;
    expect(token).toBeDefined();

    const seen = await call('GET', `/api/rsvp/guest/${token}`);
    expect(seen.json()).toMatchObject({ name: 'Gail Guest', rsvp: { status: 'going' }, isOpen: true });
    expect((await stateOf(eventId)).counts.going).toBe(0);

    const confirmed = await call('POST', `/api/rsvp/guest/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect((await stateOf(eventId)).counts.going).toBe(2);

    const changed = await call('PUT', `/api/rsvp/guest/${token}`, undefined, {
      status: 'maybe',
      note: 'Might be late',
    });
    expect(changed.json().rsvp).toMatchObject({ status: 'maybe', note: 'Might be late' });
    expect((await stateOf(eventId)).counts).toMatchObject({ going: 0, maybe: 1 });
    expect((await call('DELETE', `/api/rsvp/guest/${token}`)).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/rsvp/guest/${token}`)).statusCode).toBe(404);
  });

  it('never lets someone who only knows the address change a confirmed answer', async () => {
    const { eventId } = await hostedEvent();
    const guest = { name: 'Olive Owner', email: 'olive@example.com' };
    await answer(eventId, undefined, { status: 'going', guest });
    await call('POST', `/api/rsvp/guest/${linkIn(mailsTo(guest.email).at(-1)!.text)}/confirm`);
    const other = await answer(eventId, undefined, {
      status: 'declined',
      guest: { ...guest, name: 'Mallory' },
    });
    expect(other.statusCode).toBe(202);
    expect(other.json().message).toBe(
      'You already answered with olive@example.com. We emailed you a private link to change your answer.',
    );
    expect((await stateOf(eventId)).counts.going).toBe(1);
    expect(mailsTo(guest.email).at(-1)!.subject).toBe('Your RSVP link for Neighborhood Get-Together');
  });

  it('asks a guest for a name and email, and rate-limits mails per address', async () => {
    const { eventId } = await hostedEvent();
    const missing = await answer(eventId, undefined, { status: 'going' });
    expect(missing.statusCode).toBe(401);
    const badEmail = await answer(eventId, undefined, {
      status: 'going',
      guest: { name: 'X', email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(400);
    const guest = { name: 'Rita Repeat', email: 'rita@example.com' };
    for (let i = 0; i < 5; i += 1)
      expect((await answer(eventId, undefined, { status: 'going', guest })).statusCode).toBe(202);
    const limited = await answer(eventId, undefined, {
      status: 'going',
      guest: { ...guest, email: 'RITA@example.com' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('holds the mail limit exactly for 30 answers at once from one mailbox written 30 ways', async () => {
    const events = [(await hostedEvent()).eventId, (await hostedEvent()).eventId];
    const sentBefore = t.mails.length;
    // One Gmail mailbox: case, +tags, dots and googlemail.com all deliver to it.
    const spellings = Array.from({ length: 30 }, (_, i) => {
      const local = ['paula', 'p.aula', 'Pau.la', 'PAULA'][i % 4]!;
      const tag = i % 3 === 0 ? '' : `+${i}`;
      return `${local}${tag}@${i % 2 ? 'gmail.com' : 'GoogleMail.com'}`;
    });
    const answers = await Promise.all(
      spellings.map((email, i) =>
        answer(events[i % 2]!, undefined, { status: 'going', guest: { name: 'Paula Parallel', email } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    expect(t.mails.length - sentBefore).toBe(5);
  });

  it('waitlists a confirmed guest when the event filled up meanwhile', async () => {
    const { eventId } = await hostedEvent({ capacity: 1 });
    await answer(eventId, undefined, {
      status: 'going',
      guest: { name: 'Late Larry', email: 'larry@example.com' },
    });
    const user = await signUpAndLogIn(t.app);
    await answer(eventId, user.cookie, { status: 'going' });
    const token = linkIn(mailsTo('larry@example.com').at(-1)!.text);
    const confirmed = await call('POST', `/api/rsvp/guest/${token}/confirm`);
    expect(confirmed.json().rsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  });

  it('answers 404 for an unknown link and 400 for a malformed one', async () => {
    expect((await call('GET', `/api/rsvp/guest/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/rsvp/guest/short')).statusCode).toBe(400);
  });
});

describe('PUT /api/events/:id/rsvp/settings', () => {
  it('lets the organizer and an admin change settings, nobody else', async () => {
    const { host, eventId } = await hostedEvent();
    const ok = await call(
      'PUT',
      `/api/events/${eventId}/rsvp/settings`,
      host.cookie,
      settings({ capacity: 20 }),
    );
    expect(ok.json()).toEqual(settings({ capacity: 20 }));
    expect((await stateOf(eventId, host.cookie)).canManage).toBe(true);
    const stranger = await signUpAndLogIn(t.app);
    const denied = await call('PUT', `/api/events/${eventId}/rsvp/settings`, stranger.cookie, settings());
    expect(denied.statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/events/${eventId}/rsvp/settings`, undefined, settings())).statusCode,
    ).toBe(401);
    await makeAdmin(t.db, stranger.user.id);
    expect(
      (await call('PUT', `/api/events/${eventId}/rsvp/settings`, stranger.cookie, settings())).statusCode,
    ).toBe(200);
  });

  it('refuses a capacity of 0 and a plus-one maximum over 20', async () => {
    const { host, eventId } = await hostedEvent();
    const res = await call(
      'PUT',
      `/api/events/${eventId}/rsvp/settings`,
      host.cookie,
      settings({ capacity: 0, plusOneMax: 21 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'capacity', message: 'Capacity must be at least 1' },
        { path: 'plusOneMax', message: 'Plus-one maximum must be at most 20' },
      ]),
    );
  });

  it('uses the defaults before the host set anything', async () => {
    const { eventId } = await hostedEvent();
    expect((await stateOf(eventId)).settings).toEqual(settings());
  });
});

describe('GET /api/rsvps and /api/rsvps/counts', () => {
  it('lists my answers with their events, and counts people going per event in one call', async () => {
    const { eventId } = await hostedEvent();
    const other = await hostedEvent();
    const me = await signUpAndLogIn(t.app);
    await answer(eventId, me.cookie, { status: 'going', plusOnes: 1 });
    await answer(other.eventId, me.cookie, { status: 'maybe' });
    const mine = (await call('GET', '/api/rsvps', me.cookie)).json();
    expect(mine.map((m: { event: { id: number } }) => m.event.id).sort()).toEqual(
      [eventId, other.eventId].sort(),
    );
    expect(mine[0].event).toMatchObject({
      title: 'Neighborhood Get-Together',
      timeZone: 'America/Los_Angeles',
    });
    const counts = await call('GET', `/api/rsvps/counts?ids=${eventId},${other.eventId}`);
    expect(counts.json()).toEqual({ [eventId]: 2 });
    expect((await call('GET', '/api/rsvps/counts?ids=1,x')).statusCode).toBe(400);
    expect((await call('GET', '/api/rsvps')).statusCode).toBe(401);
  });
});

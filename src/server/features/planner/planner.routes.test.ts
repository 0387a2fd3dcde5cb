import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { chatMessages, events, vendors } from '../../db/schema.ts';
import { insertEvent } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

// Friday Nov 20, 2026, 10:00 in California.
const NOW = new Date('2026-11-20T18:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());

const send = (cookie: string | undefined, message: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat-planner',
    headers: cookie ? { cookie } : {},
    payload: { message },
  });
const call = (method: 'GET' | 'DELETE', cookie?: string) =>
  t.app.inject({ method, url: '/api/chat-planner', headers: cookie ? { cookie } : {} });

async function messagesOf(userId: number) {
  return t.db.select().from(chatMessages).where(eq(chatMessages.userId, userId));
}

async function insertVendor(values: Partial<typeof vendors.$inferInsert>) {
  const [row] = await t.db
    .insert(vendors)
    .values({
      name: 'Vendor',
      category: 'DJ',
      contactEmail: 'v@example.com',
      contactPhone: '5555555555',
      location: 'San Jose, CA',
      city: 'San Jose',
      region: 'CA',
      latitude: 37.33939,
      longitude: -121.89496,
      travelDistance: 30,
      ...values,
    })
    .returning({ id: vendors.id });
  return row!.id;
}

describe('who may talk to the planner', () => {
  it('answers 401 to a guest on every call', async () => {
    expect((await send(undefined, 'hi')).statusCode).toBe(401);
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('DELETE')).statusCode).toBe(401);
  });

  it('rejects an empty message and one over 2,000 characters, storing nothing', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const empty = await send(cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({ path: 'message', message: 'Please type a message' });
    const long = await send(cookie, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toContainEqual({
      path: 'message',
      message: 'Messages can be at most 2000 characters',
    });
    expect(await messagesOf(user.id)).toHaveLength(0);
  });

  it('limits turns per user per hour with a 429 that says when to come back', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    await t.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`chat-planner:user:${user.id}`}, 120, now() + interval '30 minutes')`,
    );
    const res = await send(cookie, 'hi');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/up to 120 messages an hour/);
    expect(await messagesOf(user.id)).toHaveLength(0);
  });
});

describe('planning and creating an event', () => {
  it('turns a one-line request into an event after a confirmation, organized by the caller', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    const dj = await insertVendor({ name: 'Bay Beats', category: 'DJ', travelDistance: 40 });
    await insertVendor({
      name: 'Far Florist',
      category: 'Florist',
      latitude: 34.05,
      longitude: -118.24,
      travelDistance: 10,
    });
    const first = await send(
      cookie,
      "Plan my daughter's 8th birthday in San Jose on Dec 12 at 2pm for 20 kids",
    );
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.eventDetails).toMatchObject({
      category: 'Birthday',
      date: '2026-12-12T14:00:00-08:00',
      timeZone: 'America/Los_Angeles',
      location: 'San Jose, CA',
      city: 'San Jose',
      region: 'CA',
      guestCount: 20,
      missing: [],
    });
    expect(body.createdEvents).toEqual([]);
    expect(body.plan.vendors.map((v: { id: number }) => v.id)).toEqual([dj]);
    expect(body.plan.supplies.length).toBe(2);
    expect(await t.db.select().from(events).where(eq(events.organizerId, user.id))).toHaveLength(0);

    const confirmed = await send(cookie, 'yes');
    expect(confirmed.statusCode).toBe(200);
    const created = confirmed.json().createdEvents;
    expect(created).toHaveLength(1);
    expect(created[0].url).toBe(`/events/${created[0].id}`);
    const [row] = await t.db.select().from(events).where(eq(events.id, created[0].id));
    expect(row).toMatchObject({
      organizerId: user.id,
      category: 'Birthday',
      city: 'San Jose',
      region: 'CA',
      timeZone: 'America/Los_Angeles',
      title: body.eventDetails.title,
    });
    expect(row!.date.toISOString()).toBe('2026-12-12T22:00:00.000Z');

    // The event page opens it like any other.
    const page = await t.app.inject({ method: 'GET', url: created[0].url.replace('/events', '/api/events') });
    expect(page.statusCode).toBe(200);
  });

  it('answers a retried Idempotency-Key with the first reply: one event, the turn stored once', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    await send(cookie, 'Plan a graduation party in San Jose on Dec 19 at 6pm for 30 guests');
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat-planner',
        headers: { cookie, 'idempotency-key': 'planner-confirm-1' },
        payload: { message: 'yes' },
      });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json().createdEvents).toHaveLength(1);
    const retried = await confirm();
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(await t.db.select().from(events).where(eq(events.organizerId, user.id))).toHaveLength(1);
    const turns = (await messagesOf(user.id)).filter((m) => m.role === 'user' && m.content === 'yes');
    expect(turns).toHaveLength(1);
  });

  it('keeps the conversation: GET shows it after a reload, DELETE starts a new one', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    await send(cookie, 'a baby shower for my sister Anna');
    await send(cookie, 'in Oakland, CA next Saturday');
    const conversation = (await call('GET', cookie)).json().messages;
    expect(conversation.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(conversation[3].eventDetails).toMatchObject({
      city: 'Oakland',
      date: '2026-11-28T18:00:00-08:00',
      missing: [],
    });
    expect(conversation[3]).not.toHaveProperty('state');
    expect((await call('DELETE', cookie)).json()).toEqual({ ok: true });
    expect((await call('GET', cookie)).json().messages).toEqual([]);
    // A new conversation forgets the old party.
    const fresh = (await send(cookie, 'yes')).json();
    expect(fresh.eventDetails).toBeNull();
    expect(fresh.createdEvents).toEqual([]);
  });

  it('draws the poster when asked and stores it as the event image', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    await send(cookie, 'Housewarming party in Stockton on Dec 5 at 6pm');
    const created = (await send(cookie, 'yes')).json();
    expect(created.createdEvents).toHaveLength(1);
    const poster = (await send(cookie, 'yes please')).json();
    expect(poster.generateImages).toBe(true);
    const [row] = await t.db.select().from(events).where(eq(events.id, created.createdEvents[0].id));
    expect(row!.image).toMatch(/^\/images\/[0-9a-f]{64}$/);
  });

  it('changes nothing when a turn fails part-way', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    await send(cookie, 'Game night in Fresno on Dec 4 at 7pm');
    const before = await messagesOf(user.id);
    await t.db.execute(
      sql`create function planner_test_fail() returns trigger language plpgsql as $$ begin raise exception 'insert refused'; end $$`,
    );
    await t.db.execute(
      sql`create trigger planner_test_fail before insert on events for each row execute function planner_test_fail()`,
    );
    try {
      const res = await send(cookie, 'yes');
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger planner_test_fail on events`);
      await t.db.execute(sql`drop function planner_test_fail()`);
    }
    expect(await messagesOf(user.id)).toHaveLength(before.length);
    expect(await t.db.select().from(events).where(eq(events.organizerId, user.id))).toHaveLength(0);
    // The same confirmation works once the database accepts it again.
    expect((await send(cookie, 'yes')).json().createdEvents).toHaveLength(1);
  });
});

describe('finding events', () => {
  it('answers "find events in {city}" with stored upcoming events there', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const austin = {
      city: 'Austin',
      region: 'TX',
      latitude: 30.26715,
      longitude: -97.74306,
      timeZone: 'America/Chicago',
      location: 'Zilker Park, Austin, TX',
    };
    const soon = await insertEvent(t.db, {
      ...austin,
      title: 'Austin Jazz Night',
      date: new Date('2026-11-22T01:00:00Z'),
    });
    const later = await insertEvent(t.db, {
      ...austin,
      title: 'Austin Food Fest',
      date: new Date('2026-12-10T18:00:00Z'),
    });
    await insertEvent(t.db, { ...austin, title: 'Already over', date: new Date('2026-11-01T18:00:00Z') });
    type Found = { id: number | null; title: string; url: string | null; source: string; date: string };
    const all: Found[] = (await send(cookie, 'find events in Austin')).json().discoveredEvents;
    const stored = all.filter((e) => e.id !== null);
    expect(stored.map((e) => e.id)).toEqual([soon, later]);
    expect(all[0]).toMatchObject({ title: 'Austin Jazz Night', url: `/events/${soon}`, source: 'confetti' });
    // Stored events come first; the discovery sources' events follow.
    expect(all.slice(0, 2)).toEqual(stored);
    const weekend: Found[] = (await send(cookie, "what's happening in Austin this weekend?")).json()
      .discoveredEvents;
    expect(weekend.filter((e) => e.id !== null).map((e) => e.id)).toEqual([soon]);
    for (const e of weekend) expect(Date.parse(e.date)).toBeLessThan(Date.parse('2026-11-23T06:00:00Z'));
  });

  it("adds the almanac's upcoming events for a city, unstored and without an event page", async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const before = await t.db.select({ id: events.id }).from(events);
    const res = await send(cookie, 'find events in Austin, TX');
    expect(res.statusCode).toBe(200);
    const found: { id: number | null; url: string | null; source: string; date: string }[] =
      res.json().discoveredEvents;
    const almanac = found.filter((e) => e.source === 'almanac');
    expect(almanac.length).toBeGreaterThan(0);
    for (const e of almanac) {
      expect(e).toMatchObject({ id: null, url: null });
      expect(Date.parse(e.date)).toBeGreaterThan(NOW.getTime());
    }
    const titles = almanac.map((e) => (e as unknown as { title: string }).title);
    expect(res.json().message).toContain(`**${titles[0]}**`);
    // Finding stores no event, and the list survives a reload of the conversation.
    expect(await t.db.select({ id: events.id }).from(events)).toEqual(before);
    const again = (await call('GET', cookie)).json().messages.at(-1).discoveredEvents;
    expect(again).toEqual(found);
  });

  it('lists an almanac event once, as the stored event, after discovery has stored it', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/events/discover',
      headers: { cookie },
      payload: { city: 'Chicago', region: 'IL', radius: 50 },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().results.created).toBeGreaterThan(0);
    const found: { id: number | null; title: string; source: string }[] = (
      await send(cookie, 'find events in Chicago, IL')
    ).json().discoveredEvents;
    expect(found.length).toBeGreaterThan(0);
    // Every almanac event there is now stored, so none is listed again as source-only.
    expect(found.filter((e) => e.id === null)).toEqual([]);
    expect(new Set(found.map((e) => e.title)).size).toBe(found.length);
  });

  it('uses the visitor location for "near me" (the default place for a private address)', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const id = await insertEvent(t.db, {
      title: 'Stockton Concert',
      category: 'Concert',
      date: new Date('2026-11-28T04:00:00Z'),
    });
    const res = (await send(cookie, 'any concerts near me?')).json();
    expect(res.discoveredEvents.map((e: { id: number }) => e.id)).toContain(id);
    expect(res.message).toContain('Stockton, CA');
  });

  it('reads the chat_messages index for the conversation', async () => {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.db,
      sql`explain select * from chat_messages where user_id = 1 order by created_at, id`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/chat_messages/);
  });
});

describe('the streamed route with the built-in engine', () => {
  it('answers the reply in one delta, then the whole answer, and refuses a guest with JSON', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-planner/stream',
      headers: { cookie },
      payload: { message: 'A retirement party in Austin, TX on Dec 18 for 40 people' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const blocks = res.body.split('\n\n').filter(Boolean);
    expect(blocks.map((b) => /^event: (.*)$/m.exec(b)?.[1])).toEqual(['delta', 'done']);
    const delta = JSON.parse(/^data: (.*)$/m.exec(blocks[0]!)![1]!);
    const done = JSON.parse(/^data: (.*)$/m.exec(blocks[1]!)![1]!);
    expect(delta.text).toBe(done.message);
    expect(done.eventDetails).toMatchObject({ city: 'Austin', guestCount: 40, category: 'Corporate' });

    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/chat-planner/stream',
      payload: { message: 'hi' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the plan fits the party', () => {
  it('lists the nearest vendors who travel there, plans a home party from today and splits the budget', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const fresno = { location: 'Fresno, CA', city: 'Fresno', region: 'CA' };
    const farDj = await insertVendor({
      ...fresno,
      name: 'Visalia DJ',
      latitude: 36.3302,
      longitude: -119.2921,
      travelDistance: 60,
    });
    const nearCaterer = await insertVendor({
      ...fresno,
      name: 'Clovis Catering',
      category: 'Catering',
      latitude: 36.8252,
      longitude: -119.7029,
      travelDistance: 20,
    });
    await insertVendor({
      ...fresno,
      name: 'Madera DJ',
      latitude: 36.9613,
      longitude: -120.0607,
      travelDistance: 10,
    });
    const res = await send(
      cookie,
      'plan a birthday bash at my apartment in Fresno, CA on Dec 12 for 30 people, budget $900',
    );
    expect(res.statusCode).toBe(200);
    const plan = res.json().plan;
    expect(plan.setting).toBe('home');
    expect(plan.vendors.map((v: { id: number }) => v.id)).toEqual([nearCaterer, farDj]);
    expect(plan.vendors[0].distanceMiles).toBeLessThan(plan.vendors[1].distanceMiles);
    expect(plan.timeline[0]).toMatchObject({ date: '2026-11-20', label: 'Today (Fri, Nov 20)' });
    expect(plan.timeline.at(-1)).toMatchObject({ date: '2026-12-12', daysBefore: 0 });
    expect(plan.budget.items.map((i: { label: string }) => i.label)).not.toContain('Venue');
    expect(plan.budget.items.reduce((sum: number, i: { amount: number }) => sum + i.amount, 0)).toBe(900);
    expect(plan.budget.perHead).toBe(30);
    expect(plan.quantities.find((q: { label: string }) => q.label === 'Drinks').amount).toBe(
      '120 drinks over 3 hours',
    );
  });

  it('says where to look when no listed vendor travels there', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await send(cookie, 'a cookout in Eureka, CA on Dec 12 for 12');
    const plan = res.json().plan;
    expect(plan.vendors).toEqual([]);
    expect(plan.vendorSearch).toEqual({
      place: 'Eureka, CA',
      url: '/vendors?q=vendors%20in%20Eureka%2C%20CA',
    });
  });

  it('does not replay a plan stored in an older shape', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    await t.db.insert(chatMessages).values({
      userId: user.id,
      role: 'assistant',
      content: 'An old plan',
      payload: {
        plan: { timeline: [], checklist: [], budget: { total: null, items: [] }, vendors: [], supplies: [] },
      },
    });
    const res = await call('GET', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0].plan).toBeNull();
  });
});

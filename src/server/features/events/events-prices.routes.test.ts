import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAllEvents, insertEvent, type TestEventValues } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const SOON = new Date('2026-12-05T03:00:00Z');

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
  ({ cookie } = await signUpAndLogIn(t.app, { name: 'Pia Price' }));
});
afterAll(async () => t.close());

const validBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Jazz on the Levee',
  description: 'A quartet plays the riverfront.',
  date: '2026-12-05T19:00',
  location: 'Weber Point, Stockton, CA',
  category: 'Concert',
  ...overrides,
});

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, headers: { cookie } });
const patch = (id: number, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/events/${id}`,
    payload: payload as object,
    headers: { cookie },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });

const messagesOf = (res: { json: () => { issues?: { path: string; message: string }[] } }) =>
  (res.json().issues ?? []).map((issue) => issue.message);

describe('POST /api/events (admission)', () => {
  it('stores a price range in cents with its ticket link and sold-out switch', async () => {
    const res = await post(
      validBody({
        admission: 'paid',
        priceMinCents: 1500,
        priceMaxCents: 4000,
        ticketUrl: 'https://tickets.example.com/jazz',
        isSoldOut: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      admission: 'paid',
      priceMinCents: 1500,
      priceMaxCents: 4000,
      ticketUrl: 'https://tickets.example.com/jazz',
      isSoldOut: true,
    });
  });

  it('keeps working for a client that sends no admission: the price is not listed', async () => {
    const res = await post(validBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      admission: 'unlisted',
      priceMinCents: null,
      priceMaxCents: null,
      ticketUrl: null,
      isSoldOut: false,
    });
  });

  it.each([
    [
      { admission: 'paid', priceMinCents: 4000, priceMaxCents: 1500 },
      'The lowest price can’t be above the highest price',
    ],
    [{ admission: 'paid', priceMinCents: -100 }, 'Price can’t be negative'],
    [
      { admission: 'free', priceMinCents: 1000 },
      'A free event has no price: remove the price or choose Paid',
    ],
    [{ admission: 'paid' }, 'Enter the ticket price of a paid event'],
    [{ admission: 'paid', priceMinCents: 12.5 }, 'Price must be a whole number of cents'],
    [{ admission: 'unlisted', priceMinCents: 1000 }, 'Choose Paid or Donation to list a price'],
    [
      { admission: 'free', ticketUrl: 'http://tickets.example.com/x' },
      'Ticket link must start with https://',
    ],
    [{ admission: 'free', ticketUrl: 'javascript:alert(1)' }, 'Ticket link must be a valid https:// URL'],
    [{ admission: 'gratis' }, 'Admission must be free, paid, donation or unlisted'],
  ])('refuses %j with a message a host can act on', async (fields, message) => {
    const before = await get('/api/events?ignoreLocation=true&limit=1');
    const res = await post(validBody(fields));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toContain(message);
    const after = await get('/api/events?ignoreLocation=true&limit=1');
    expect(after.json().total).toBe(before.json().total);
  });
});

describe('PATCH /api/events/:id (admission)', () => {
  it('edits the price alone, then clears it when the host makes the event free', async () => {
    const created = await post(validBody({ admission: 'paid', priceMinCents: 2000 }));
    const id = created.json().id as number;
    const raised = await patch(id, { priceMaxCents: 3500 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ admission: 'paid', priceMinCents: 2000, priceMaxCents: 3500 });
    const free = await patch(id, { admission: 'free' });
    expect(free.json()).toMatchObject({ admission: 'free', priceMinCents: null, priceMaxCents: null });
  });

  it('refuses a range turned upside down by an edit, naming the field, and changes nothing', async () => {
    const created = await post(validBody({ admission: 'paid', priceMinCents: 2000, priceMaxCents: 3000 }));
    const id = created.json().id as number;
    const res = await patch(id, { priceMinCents: 5000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'priceMaxCents', message: 'The lowest price can’t be above the highest price' },
    ]);
    const stored = await get(`/api/events/${id}`);
    expect(stored.json().priceMinCents).toBe(2000);
  });

  it('refuses a price sent with Free in the same edit', async () => {
    const created = await post(validBody({ admission: 'paid', priceMinCents: 2000 }));
    const res = await patch(created.json().id, { admission: 'free', priceMinCents: 500 });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toContain('A free event has no price: remove the price or choose Paid');
  });

  it('marks an event sold out and back', async () => {
    const created = await post(validBody({ admission: 'paid', priceMinCents: 2000 }));
    const id = created.json().id as number;
    expect((await patch(id, { isSoldOut: true })).json().isSoldOut).toBe(true);
    expect((await patch(id, { isSoldOut: false })).json().isSoldOut).toBe(false);
  });
});

describe('price filters', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    await deleteAllEvents(t.db);
    const rows: [string, TestEventValues][] = [
      ['free', { title: 'Free Jazz Picnic', admission: 'free' }],
      ['cheap', { title: 'Jazz Cellar Night', admission: 'paid', priceMinCents: 1500 }],
      ['range', { title: 'Jazz Gala', admission: 'paid', priceMinCents: 1800, priceMaxCents: 9000 }],
      ['dear', { title: 'Jazz Festival Pass', admission: 'paid', priceMinCents: 12_000 }],
      ['donation', { title: 'Jazz for the Food Bank', admission: 'donation', priceMinCents: null }],
      ['unlisted', { title: 'Jazz Jam Session' }],
    ];
    for (const [key, values] of rows) ids[key] = await insertEvent(t.db, { date: SOON, ...values });
  });

  const titlesOf = (body: { events: { id: number }[] }) =>
    body.events.map((e) => Object.entries(ids).find(([, id]) => id === e.id)?.[0]).sort();

  it('lists only free events with free=true, never one whose price is not listed', async () => {
    const res = await get('/api/events?ignoreLocation=true&free=true');
    expect(res.statusCode).toBe(200);
    expect(titlesOf(res.json())).toEqual(['free']);
  });

  it('lists events whose cheapest ticket is at most maxPrice, free events and donations included', async () => {
    const res = await get('/api/events?ignoreLocation=true&maxPrice=20');
    expect(titlesOf(res.json())).toEqual(['cheap', 'donation', 'free', 'range']);
    expect(res.json().total).toBe(4);
  });

  it('applies the price filters to Near Me', async () => {
    const res = await get('/api/events?free=true');
    expect(titlesOf(res.json())).toEqual(['free']);
  });

  it('refuses a maxPrice that is not a sum of dollars', async () => {
    const res = await get('/api/events?maxPrice=cheap');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('maxPrice must be a number of dollars');
    expect((await get('/api/events?maxPrice=-5')).statusCode).toBe(400);
    expect((await get('/api/events?free=yes')).statusCode).toBe(400);
  });

  it('reads "free" in a search as free events, shown as a removable chip', async () => {
    const res = await get('/api/events/search?q=free%20jazz&ignoreLocation=true');
    expect(res.statusCode).toBe(200);
    expect(titlesOf(res.json())).toEqual(['free']);
    expect(res.json().interpreted.price).toEqual({
      isFree: true,
      maxPrice: null,
      label: 'Free',
      meaning: 'Free admission only',
    });
    const dismissed = await get('/api/events/search?q=free%20jazz&ignoreLocation=true&dismiss=price');
    expect(dismissed.json().interpreted.price).toBeNull();
    expect(titlesOf(dismissed.json())).toHaveLength(6);
  });

  it('reads "under $20" and "cheap" as a ceiling with their meaning', async () => {
    const under = await get(
      `/api/events/search?q=${encodeURIComponent('jazz under $20')}&ignoreLocation=true`,
    );
    expect(titlesOf(under.json())).toEqual(['cheap', 'donation', 'free', 'range']);
    expect(under.json().interpreted.price).toMatchObject({
      label: 'Under $20',
      meaning: 'Free or $20 or less',
    });
    const cheap = await get('/api/events/search?q=cheap%20jazz&ignoreLocation=true');
    expect(cheap.json().interpreted.price).toMatchObject({ label: 'Cheap', maxPrice: 20 });
    expect(titlesOf(cheap.json())).toEqual(['cheap', 'donation', 'free', 'range']);
  });

  it('takes free=true and maxPrice on a search over the words', async () => {
    const res = await get('/api/events/search?q=cheap%20jazz&ignoreLocation=true&free=true');
    expect(titlesOf(res.json())).toEqual(['free']);
    const max = await get('/api/events/search?q=jazz&ignoreLocation=true&maxPrice=15');
    expect(titlesOf(max.json())).toEqual(['cheap', 'donation', 'free']);
  });

  it('offers the search at any price when a price leaves nothing', async () => {
    const res = await get(`/api/events/search?q=${encodeURIComponent('gala under $5')}&ignoreLocation=true`);
    expect(res.json().total).toBe(0);
    expect(res.json().suggestions).toContainEqual(
      expect.objectContaining({ label: 'Any price', dismiss: ['price'], count: 1 }),
    );
  });

  it('filters the public calendar feed by price and writes the price into each entry', async () => {
    const res = await get('/api/calendar/feeds/events.ics?maxPrice=20');
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const entries = calendar.getAllSubcomponents('vevent');
    const summaries = entries.map((e) => e.getFirstPropertyValue('summary')).sort();
    expect(summaries).toEqual([
      'Free Jazz Picnic',
      'Jazz Cellar Night',
      'Jazz Gala',
      'Jazz for the Food Bank',
    ]);
    const gala = entries.find((e) => e.getFirstPropertyValue('summary') === 'Jazz Gala')!;
    expect(String(gala.getFirstPropertyValue('description'))).toContain('Tickets $18-90');
    expect(res.body).toContain('X-WR-CALNAME:Confetti: Events up to $20');
    const free = await get('/api/calendar/feeds/events.ics?free=true&q=jazz');
    expect(free.body).toContain('X-WR-CALNAME:Confetti: Free events matching “jazz”');
    const freeEntries = new ICAL.Component(ICAL.parse(free.body)).getAllSubcomponents('vevent');
    expect(freeEntries.map((e) => e.getFirstPropertyValue('summary'))).toEqual(['Free Jazz Picnic']);
  });
});

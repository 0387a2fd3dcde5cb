import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { deleteAllEvents, insertEvent, type TestEventValues } from '../../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, type TestApp } from '../../testing/test-app.ts';

// Sunday 2026-11-22, 07:00 in Stockton (the visitor's default place, Pacific time).
const NOW = new Date('2026-11-22T15:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

const AUSTIN: TestEventValues = {
  location: 'Zilker Park, Austin, TX',
  city: 'Austin',
  region: 'TX',
  latitude: 30.2669,
  longitude: -97.7729,
  timeZone: 'America/Chicago',
};
const CHICAGO: TestEventValues = {
  location: 'Daley Plaza, Chicago, IL',
  city: 'Chicago',
  region: 'IL',
  latitude: 41.8837,
  longitude: -87.6302,
  timeZone: 'America/Chicago',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());
beforeEach(async () => deleteAllEvents(t.db));

const search = (params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/events/search?${new URLSearchParams(params)}` });
const titlesOf = (body: { events: { title: string }[] }) => body.events.map((e) => e.title);

describe('GET /api/events/search', () => {
  it('reads "birthday parties in Austin next weekend" into category, place and dates', async () => {
    await insertEvent(t.db, {
      title: 'Maya turns 30',
      category: 'Birthday',
      date: new Date('2026-11-28T23:00:00Z'),
      ...AUSTIN,
    });
    await insertEvent(t.db, {
      title: 'Austin wedding',
      category: 'Wedding',
      date: new Date('2026-11-28T23:00:00Z'),
      ...AUSTIN,
    });
    await insertEvent(t.db, {
      title: 'December birthday',
      category: 'Birthday',
      date: new Date('2026-12-12T23:00:00Z'),
      ...AUSTIN,
    });
    await insertEvent(t.db, {
      title: 'Stockton birthday',
      category: 'Birthday',
      date: new Date('2026-11-28T23:00:00Z'),
    });
    const res = await search({ q: 'birthday parties in Austin next weekend' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titlesOf(body)).toEqual(['Maya turns 30']);
    expect(body.interpreted).toEqual({
      category: 'Birthday',
      place: {
        label: 'Austin, TX',
        city: 'Austin',
        region: 'TX',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
      from: '2026-11-28T08:00:00.000Z',
      to: '2026-11-30T08:00:00.000Z',
      dateLabel: 'Nov 28–29',
      text: '',
      categoryMode: 'filter',
      dismissed: [],
      corrections: [],
      price: null,
    });
    expect(body.interpreted.place.latitude).toBeCloseTo(30.27, 1);
    expect(body.userLocation.city).toBe('Stockton');
    expect(body).toMatchObject({ total: 1, upcomingTotal: 1, hasMore: false, nextOffset: null });
  });

  it('finds "bday party stockton" by category and the town named last', async () => {
    await insertEvent(t.db, { title: "Lily's Party", category: 'Birthday', date: inDays(3) });
    await insertEvent(t.db, { title: 'Stockton Wedding', category: 'Wedding', date: inDays(3) });
    await insertEvent(t.db, { title: 'Austin Birthday', category: 'Birthday', date: inDays(3), ...AUSTIN });
    const body = (await search({ q: 'bday party stockton' })).json();
    expect(titlesOf(body)).toEqual(["Lily's Party"]);
    expect(body.interpreted).toMatchObject({ category: 'Birthday', text: '' });
    expect(body.interpreted.place.latitude).toBeCloseTo(37.96, 1);
  });

  it.each([
    ['concrt', 'Concert', ['Summer Concert Series', 'Jazz Under the Stars']],
    ['birthdy', 'Birthday', ['Birthday Bash']],
  ])('reads the misspelt category %s as %s', async (q, category, expected) => {
    await insertEvent(t.db, { title: 'Summer Concert Series', category: 'Concert', date: inDays(2) });
    await insertEvent(t.db, { title: 'Jazz Under the Stars', category: 'Concert', date: inDays(4) });
    await insertEvent(t.db, { title: 'Birthday Bash', category: 'Birthday', date: inDays(5) });
    await insertEvent(t.db, { title: 'Book Club', category: 'Social', date: inDays(1) });
    const body = (await search({ q, ignoreLocation: 'true' })).json();
    expect(titlesOf(body)).toEqual(expected);
    expect(body.interpreted).toMatchObject({ category, text: '' });
  });

  it('forgives the typo in "karaokee nite": its kind of event (Social) orders the matches, adds none', async () => {
    await insertEvent(t.db, { title: 'Karaoke Nite Downtown', category: 'Food Festival', date: inDays(2) });
    await insertEvent(t.db, { title: 'Book Club', category: 'Social', date: inDays(1) });
    const body = (await search({ q: 'karaokee nite', ignoreLocation: 'true' })).json();
    expect(titlesOf(body)).toEqual(['Karaoke Nite Downtown']);
    expect(body.interpreted).toMatchObject({ category: 'Social', categoryMode: 'rank' });
  });

  it('lets a sure ranked reading bring its kind: "live music" finds a concert that never says it', async () => {
    await insertEvent(t.db, { title: 'Live Music on the Patio', category: 'Social', date: inDays(3) });
    await insertEvent(t.db, { title: 'Symphony in the Park', category: 'Concert', date: inDays(1) });
    await insertEvent(t.db, { title: 'Book Club', category: 'Social', date: inDays(1) });
    const body = (await search({ q: 'live music', ignoreLocation: 'true' })).json();
    expect(titlesOf(body)).toEqual(['Live Music on the Patio', 'Symphony in the Park']);
    expect(body.interpreted).toMatchObject({ category: 'Concert', categoryMode: 'rank' });
  });

  it.each([['festivl', 'Harvest Festival']])('forgives the typo in %j', async (q, title) => {
    await insertEvent(t.db, { title, category: 'Food Festival', date: inDays(2) });
    await insertEvent(t.db, { title: 'Book Club', category: 'Social', date: inDays(1) });
    const body = (await search({ q, ignoreLocation: 'true' })).json();
    expect(titlesOf(body)).toEqual([title]);
    expect(body.interpreted).toMatchObject({ category: null });
  });

  it('reads a title-word typo as the title word, through the lexicon of title words, and says so', async () => {
    await insertEvent(t.db, { title: 'Symphony in the Park', category: 'Concert', date: inDays(3) });
    await insertEvent(t.db, { title: 'Sympathy Cards Workshop', category: 'Other', date: inDays(2) });
    await insertEvent(t.db, { title: 'Book Club', category: 'Social', date: inDays(1) });
    const body = (await search({ q: 'symphny', ignoreLocation: 'true' })).json();
    expect(titlesOf(body)).toEqual(['Symphony in the Park']);
    expect(body.interpreted.corrections).toEqual([{ typed: 'symphny', readAs: 'symphony' }]);
    // A title edited later adds its words: the new word is found through its typo too.
    await t.db.update(events).set({ title: 'Sunset Philharmonic' }).where(eq(events.title, 'Book Club'));
    // The title saying the word comes first; "philharmonic" also names concerts, which follow it.
    expect(titlesOf((await search({ q: 'philharmonc', ignoreLocation: 'true' })).json())).toEqual([
      'Sunset Philharmonic',
      'Symphony in the Park',
    ]);
  });

  it('matches a misspelt word naming several categories through those categories', async () => {
    await insertEvent(t.db, { title: 'Snow Days', category: 'Winter Festival', date: inDays(2) });
    await insertEvent(t.db, { title: 'Taco Town', category: 'Food Festival', date: inDays(3) });
    await insertEvent(t.db, { title: 'Book Club', category: 'Social', date: inDays(1) });
    const body = (await search({ q: 'festivl', ignoreLocation: 'true' })).json();
    expect(titlesOf(body).sort()).toEqual(['Snow Days', 'Taco Town']);
  });

  it('reads "christmas markets near chicago" as the category around Chicago, ignoring Near Me', async () => {
    await insertEvent(t.db, {
      title: 'Christkindlmarket',
      category: 'Christmas Market',
      date: inDays(5),
      ...CHICAGO,
    });
    await insertEvent(t.db, {
      title: 'Stockton Holiday Market',
      category: 'Christmas Market',
      date: inDays(5),
    });
    await insertEvent(t.db, { title: 'Chicago Concert', category: 'Concert', date: inDays(5), ...CHICAGO });
    const body = (await search({ q: 'christmas markets near chicago', ignoreLocation: 'false' })).json();
    expect(titlesOf(body)).toEqual(['Christkindlmarket']);
    expect(body.interpreted).toMatchObject({
      category: 'Christmas Market',
      place: { label: 'Chicago, IL', city: 'Chicago', region: 'IL' },
      from: null,
      to: null,
      dateLabel: null,
    });
  });

  it("reads a state named alone, or a region of one state, as that state's events anywhere in it", async () => {
    const EL_PASO = {
      ...AUSTIN,
      location: 'San Jacinto Plaza, El Paso, TX',
      city: 'El Paso',
      latitude: 31.76,
      longitude: -106.49,
    };
    await insertEvent(t.db, { title: 'Austin Concert', category: 'Concert', date: inDays(5), ...AUSTIN });
    await insertEvent(t.db, { title: 'El Paso Concert', category: 'Concert', date: inDays(6), ...EL_PASO });
    await insertEvent(t.db, { title: 'Chicago Concert', category: 'Concert', date: inDays(5), ...CHICAGO });
    await insertEvent(t.db, { title: 'Stockton Concert', category: 'Concert', date: inDays(5) });
    const body = (await search({ q: 'concerts in texas' })).json();
    expect(titlesOf(body)).toEqual(['Austin Concert', 'El Paso Concert']);
    expect(body.interpreted).toMatchObject({
      category: 'Concert',
      place: { label: 'Texas', region: 'TX' },
      text: '',
    });
    const west = (await search({ q: 'concerts in west texas' })).json();
    expect(titlesOf(west)).toEqual(['Austin Concert', 'El Paso Concert']);
  });

  it('answers an empty list when nothing matches', async () => {
    await insertEvent(t.db, { title: 'Book Club' });
    const body = (await search({ q: 'zzqx qwvy', ignoreLocation: 'true' })).json();
    expect(body).toMatchObject({ events: [], total: 0, upcomingTotal: 0, hasMore: false, nextOffset: null });
  });

  it.each([[''], ['   ']])('answers 400 for the blank query %j', async (q) => {
    const res = await search({ q });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'q', message: 'Enter something to search for' });
  });

  it('answers 400 without q', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events/search' });
    expect(res.statusCode).toBe(400);
  });

  it('matches substrings of title, location, description and category, case-insensitively', async () => {
    await insertEvent(t.db, { title: 'Fall Fest', location: 'Victory Park, Stockton, CA', date: inDays(1) });
    await insertEvent(t.db, {
      title: 'Food Day',
      description: 'Bring a TACO TRUCK appetite',
      date: inDays(2),
    });
    await insertEvent(t.db, { title: 'Other thing', date: inDays(3) });
    expect(titlesOf((await search({ q: 'VICTORY PARK' })).json())).toEqual(['Fall Fest']);
    expect(titlesOf((await search({ q: 'taco truck' })).json())).toEqual(['Food Day']);
    expect(titlesOf((await search({ q: 'ctory pa' })).json())).toEqual(['Fall Fest']);
  });

  it('keeps the words of a place it cannot find in the text search', async () => {
    await insertEvent(t.db, {
      title: 'Gala',
      category: 'Wedding',
      location: 'Zorblax Hall, Stockton, CA',
      date: inDays(6),
    });
    await insertEvent(t.db, { title: 'Other gala', category: 'Wedding', date: inDays(6) });
    const body = (await search({ q: 'wedding in zorblax' })).json();
    expect(titlesOf(body)).toEqual(['Gala']);
    expect(body.interpreted).toMatchObject({ category: 'Wedding', place: null, text: 'zorblax' });
  });

  it('lets an explicit category win over the one in the words', async () => {
    await insertEvent(t.db, { title: 'Cake', category: 'Birthday', date: inDays(1) });
    await insertEvent(t.db, { title: 'Vows', category: 'Wedding', date: inDays(1) });
    const body = (await search({ q: 'birthday parties', category: 'wedding' })).json();
    expect(titlesOf(body)).toEqual(['Vows']);
    expect(body.interpreted.category).toBe('Wedding');
  });

  it('lists every event passing the structured filters, upcoming first by date, when no free text is left', async () => {
    await insertEvent(t.db, { title: 'Old gig', category: 'Concert', date: inDays(-3), ...AUSTIN });
    await insertEvent(t.db, { title: 'Later gig', category: 'Concert', date: inDays(9), ...AUSTIN });
    await insertEvent(t.db, { title: 'Next gig', category: 'Concert', date: inDays(2), ...AUSTIN });
    const body = (await search({ q: 'concerts in austin' })).json();
    expect(titlesOf(body)).toEqual(['Next gig', 'Later gig', 'Old gig']);
    expect(body).toMatchObject({ total: 3, upcomingTotal: 2 });
  });

  it('ranks upcoming matches before past ones, and better matches first', async () => {
    await insertEvent(t.db, { title: 'Jazz Night', date: inDays(-2) });
    await insertEvent(t.db, { title: 'Open Mic', description: 'Some jazz, some folk', date: inDays(1) });
    await insertEvent(t.db, { title: 'Jazz Brunch', date: inDays(8) });
    const body = (await search({ q: 'jazz' })).json();
    expect(titlesOf(body)).toEqual(['Jazz Brunch', 'Open Mic', 'Jazz Night']);
    expect(body).toMatchObject({ total: 3, upcomingTotal: 2 });
  });

  it('uses the visitor’s location with Near Me when the query names no place', async () => {
    await insertEvent(t.db, { title: 'Karaoke Stockton', date: inDays(1) });
    await insertEvent(t.db, { title: 'Karaoke Austin', date: inDays(1), ...AUSTIN });
    expect(titlesOf((await search({ q: 'karaoke', ignoreLocation: 'false' })).json())).toEqual([
      'Karaoke Stockton',
    ]);
    expect(titlesOf((await search({ q: 'karaoke', ignoreLocation: 'true' })).json()).sort()).toEqual([
      'Karaoke Austin',
      'Karaoke Stockton',
    ]);
  });

  it('pages search results', async () => {
    for (const day of [1, 2, 3]) await insertEvent(t.db, { title: `Trivia ${day}`, date: inDays(day) });
    const first = (await search({ q: 'trivia', limit: '2' })).json();
    expect(first).toMatchObject({ total: 3, hasMore: true, nextOffset: 2 });
    const second = (await search({ q: 'trivia', limit: '2', offset: '2' })).json();
    expect(second.events).toHaveLength(1);
    expect(second).toMatchObject({ hasMore: false, nextOffset: null });
  });

  it('answers quietly for words the full-text search ignores (only stop words)', async () => {
    await insertEvent(t.db, { title: 'Further Once Fest', date: inDays(1) });
    const res = await search({ q: 'further once', ignoreLocation: 'true' });
    expect(res.statusCode).toBe(200);
    expect(titlesOf(res.json())).toEqual(['Further Once Fest']);
  });

  it('treats words with special characters literally', async () => {
    await insertEvent(t.db, { title: '100% Fun Party', date: inDays(1) });
    await insertEvent(t.db, { title: 'Plain', date: inDays(1) });
    expect(titlesOf((await search({ q: '100%' })).json())).toEqual(['100% Fun Party']);
    expect((await search({ q: '\'"&|!():*<>' })).statusCode).toBe(200);
  });

  it('keeps a literal match when a word could be a name: "hanukkah" ranks the titles that say it first', async () => {
    await insertEvent(t.db, { title: 'Hanukkah Latke Run', category: 'Athletic Race', date: inDays(9) });
    await insertEvent(t.db, {
      title: 'Ugly Sweater Social',
      category: 'Social',
      description: 'Bring your hanukkah sweater.',
      date: inDays(2),
    });
    await insertEvent(t.db, { title: 'Winter Office Party', category: 'Holiday', date: inDays(1) });
    await insertEvent(t.db, { title: 'Book Club', category: 'Social', date: inDays(1) });
    // ("christmas" alone is read as much a Christmas Market as a Holiday, so it widens to neither.)
    const body = (await search({ q: 'hanukkah', ignoreLocation: 'true' })).json();
    // Title match, then description match, then the category the word names.
    expect(titlesOf(body)).toEqual(['Hanukkah Latke Run', 'Ugly Sweater Social', 'Winter Office Party']);
    expect(body.interpreted).toMatchObject({ category: 'Holiday', categoryMode: 'rank', text: 'hanukkah' });

    // Removing the chip reads the word literally: the Holiday event that never says it goes.
    const literal = (await search({ q: 'hanukkah', ignoreLocation: 'true', dismiss: 'category' })).json();
    expect(titlesOf(literal)).toEqual(['Hanukkah Latke Run', 'Ugly Sweater Social']);
    expect(literal.interpreted).toMatchObject({ category: null, dismissed: ['category'], text: 'hanukkah' });
  });

  it('removing the place or date chip drops that filter while the text stays as typed', async () => {
    await insertEvent(t.db, { title: 'Maya turns 30', category: 'Birthday', date: inDays(6), ...AUSTIN });
    await insertEvent(t.db, { title: 'Lily turns 5', category: 'Birthday', date: inDays(20) });
    const q = 'birthday parties in Austin next weekend';
    expect(titlesOf((await search({ q })).json())).toEqual(['Maya turns 30']);
    const anywhere = (await search({ q, dismiss: 'place', ignoreLocation: 'true' })).json();
    expect(anywhere.interpreted).toMatchObject({ place: null, dateLabel: 'Nov 28–29', text: '' });
    expect(titlesOf(anywhere)).toEqual(['Maya turns 30']);
    const anyDate = (await search({ q, dismiss: 'place,date', ignoreLocation: 'true' })).json();
    expect(anyDate.interpreted).toMatchObject({ place: null, from: null, dismissed: ['place', 'date'] });
    expect(titlesOf(anyDate)).toEqual(['Maya turns 30', 'Lily turns 5']);
  });

  it('rejects an unknown reading to dismiss', async () => {
    const res = await search({ q: 'concerts', dismiss: 'colour' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/dismiss takes category, place, date/);
  });

  it('reads misspelt category, date and holiday words exactly like the right ones', async () => {
    await insertEvent(t.db, {
      title: 'Jazz in the Park',
      category: 'Concert',
      date: new Date('2026-11-22T20:00:00Z'),
    });
    await insertEvent(t.db, { title: 'Rock Night', category: 'Concert', date: inDays(10) });
    await insertEvent(t.db, { title: 'Wedding Expo', category: 'Wedding', date: inDays(2) });
    const right = (await search({ q: 'concerts this weekend', ignoreLocation: 'true' })).json();
    const typo = (await search({ q: 'concrts this weeknd', ignoreLocation: 'true' })).json();
    expect(titlesOf(typo)).toEqual(['Jazz in the Park']);
    expect(titlesOf(typo)).toEqual(titlesOf(right));
    const { corrections, ...read } = typo.interpreted;
    expect(read).toEqual({ ...right.interpreted, corrections: undefined });
    expect(corrections).toEqual([
      { typed: 'concrts', readAs: 'concerts' },
      { typed: 'weeknd', readAs: 'weekend' },
    ]);
    expect(titlesOf((await search({ q: 'weddng', ignoreLocation: 'true' })).json())).toEqual([
      'Wedding Expo',
    ]);
  });

  it('offers the nearest searches with their counts when nothing matches', async () => {
    await insertEvent(t.db, { title: 'Maya turns 30', category: 'Birthday', date: inDays(10), ...AUSTIN });
    await insertEvent(t.db, {
      title: 'Birthday Brunch Club',
      category: 'Social',
      date: inDays(1),
      ...AUSTIN,
    });
    const body = (await search({ q: 'birthday parties in austin tomorrow' })).json();
    expect(body.total).toBe(0);
    expect(body.suggestions).toEqual([
      { label: 'Any date', dismiss: ['date'], ignoreLocation: false, count: 1 },
      {
        label: 'Any kind of event, not only Birthday',
        dismiss: ['category'],
        ignoreLocation: false,
        count: 1,
      },
    ]);
    const found = (await search({ q: 'birthday parties in austin tomorrow', dismiss: 'date' })).json();
    expect(titlesOf(found)).toEqual(['Maya turns 30']);
    expect(found.suggestions).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createEventBodySchema } from '#shared/contracts/events.ts';
import type { ChatPlannerResponse, PlannerEventDetails } from '#shared/contracts/planner.ts';
import { EMPTY_STATE, type PlannerState } from './draft.ts';
import { runBuiltInTurn } from './engine.ts';
import type { NewEvent, PlannerPorts, SourceEvent, TurnContext } from './ports.ts';

// Friday Nov 20, 2026, 10:00 in California; the visitor is placed in Stockton.
const CTX: TurnContext = {
  now: new Date('2026-11-20T18:00:00Z'),
  visitor: { city: 'Stockton', region: 'CA', lat: 37.9577, lon: -121.29078, timeZone: 'America/Los_Angeles' },
  affiliateTag: null,
};

type Conversation = {
  replies: ChatPlannerResponse[];
  created: NewEvent[];
  searches: unknown[];
  areas: unknown[];
  last: ChatPlannerResponse;
};

// What the discovery sources know around any city: a duplicate of a stored event, one past
// "this weekend", a concert on Saturday and a festival on Sunday (listed out of order).
const SOURCE_EVENTS: SourceEvent[] = [
  {
    title: 'Sunday Lights',
    date: '2026-11-22T18:00:00.000Z',
    location: 'Main Plaza',
    category: 'Festival',
    source: 'almanac',
    url: null,
    isDuplicate: false,
  },
  {
    title: 'Stored Twin',
    date: '2026-11-21T19:00:00.000Z',
    location: 'Hall',
    category: 'Festival',
    source: 'almanac',
    url: null,
    isDuplicate: true,
  },
  {
    title: 'Saturday Symphony',
    date: '2026-11-21T22:00:00.000Z',
    location: 'Arena',
    category: 'Concert',
    source: 'ics:calendar.example.org',
    url: 'https://calendar.example.org/symphony',
    isDuplicate: false,
  },
  {
    title: 'December Parade',
    date: '2026-12-05T18:00:00.000Z',
    location: 'Downtown',
    category: 'Festival',
    source: 'almanac',
    url: null,
    isDuplicate: false,
  },
];

/** Runs the messages in order against in-memory ports that record what the engine asked for. */
async function converse(...messages: string[]): Promise<Conversation> {
  const created: NewEvent[] = [];
  const searches: unknown[] = [];
  const areas: unknown[] = [];
  const ports: PlannerPorts = {
    async findEvents(search) {
      searches.push(search);
      return [
        {
          id: 99,
          title: 'Found Fest',
          date: '2026-11-21T20:00:00.000Z',
          location: 'Somewhere',
          url: '/events/99',
          source: 'confetti',
        },
      ];
    },
    async discoverEvents(area) {
      areas.push(area);
      return SOURCE_EVENTS;
    },
    findVendors: async () => [],
    async createEvent(event) {
      // The same validation the create page's call runs.
      createEventBodySchema.parse(event);
      created.push(event);
      return { id: created.length, title: event.title, url: `/events/${created.length}` };
    },
    drawPoster: async () => '/images/poster',
    setEventImage: async () => {},
  };
  let state: PlannerState = EMPTY_STATE;
  const replies: ChatPlannerResponse[] = [];
  for (const message of messages) {
    const turn = await runBuiltInTurn(message, state, ports, CTX);
    state = turn.state;
    replies.push(turn.response);
  }
  return { replies, created, searches, areas, last: replies.at(-1)! };
}

const details = (c: Conversation): PlannerEventDetails => c.last.eventDetails!;

describe('one-shot requests', () => {
  it.each([
    [
      "Plan my daughter's 8th birthday in San Jose on Dec 12 for 20 kids",
      {
        category: 'Birthday',
        date: '2026-12-12T14:00:00-08:00',
        city: 'San Jose',
        guestCount: 20,
        honoree: 'your daughter',
      },
    ],
    [
      'A retirement party for my boss in Austin, TX next Friday evening, about fifty people, under $1,500',
      {
        category: 'Corporate',
        date: '2026-11-27T18:00:00-06:00',
        city: 'Austin',
        region: 'TX',
        guestCount: 50,
        budget: 1500,
      },
    ],
    [
      'baby shower for my sister Anna in Portland, OR on December 6 at 1pm',
      {
        category: 'Social',
        date: '2026-12-06T13:00:00-08:00',
        city: 'Portland',
        region: 'OR',
        honoree: 'Anna',
      },
    ],
    [
      'bachelorette weekend in Nashville on Jan 16, 2027 at 8pm, a dozen friends, $2k',
      {
        // A bachelorette party is a night out with friends, not part of the wedding itself.
        category: 'Social',
        date: '2027-01-16T20:00:00-06:00',
        city: 'Nashville',
        guestCount: 12,
        budget: 2000,
      },
    ],
    [
      'company holiday party Dec 18 from 6 to 10pm at 123 Main St, Oakland, CA for 40 coworkers',
      {
        category: 'Corporate',
        date: '2026-12-18T18:00:00-08:00',
        location: '123 Main St, Oakland, CA',
        city: 'Oakland',
        guestCount: 40,
      },
    ],
    [
      '80s themed birthday for Mike turning forty in Denver on Dec 5 at 7:30 pm',
      {
        category: 'Birthday',
        date: '2026-12-05T19:30:00-07:00',
        city: 'Denver',
        theme: '80s',
        honoree: 'Mike',
      },
    ],
    [
      'luau pool party in Phoenix, AZ on Saturday Dec 12 at 3pm',
      { category: 'Social', theme: 'Luau', city: 'Phoenix', date: '2026-12-12T15:00:00-07:00' },
    ],
    [
      'Super Bowl watch party in Kansas City on Feb 14 2027 at 5pm',
      { category: 'Sports', city: 'Kansas City', date: '2027-02-14T17:00:00-06:00' },
    ],
    [
      "New Year's Eve party in Chicago on Dec 31 at 9pm for 60 guests",
      { category: 'Holiday', city: 'Chicago', guestCount: 60, date: '2026-12-31T21:00:00-06:00' },
    ],
    [
      'Halloween costume party in Salem, MA on Oct 31 2027',
      { category: 'Holiday', city: 'Salem', region: 'MA', date: '2027-10-31T19:00:00-04:00' },
    ],
    [
      "my son's bar mitzvah in Miami, FL on March 6, 2027 at 10am",
      { category: 'Bar Mitzvah', city: 'Miami', date: '2027-03-06T10:00:00-05:00' },
    ],
    [
      'wedding reception in Savannah, GA on May 22 2027 for 120 guests',
      { category: 'Wedding', city: 'Savannah', guestCount: 120, date: '2027-05-22T16:00:00-04:00' },
    ],
    [
      'a 5k fun run in Boulder, CO on Dec 6 at 8am',
      { category: 'Athletic Race', city: 'Boulder', date: '2026-12-06T08:00:00-07:00' },
    ],
    [
      'graduation party at 42 Elm Street, Fresno, CA on Dec 19 at 4pm',
      {
        category: 'Social',
        city: 'Fresno',
        location: '42 Elm Street, Fresno, CA',
        date: '2026-12-19T16:00:00-08:00',
      },
    ],
    [
      'housewarming in 94110 on Dec 5 at 6pm',
      { category: 'Social', city: 'San Francisco', date: '2026-12-05T18:00:00-08:00' },
    ],
    [
      'sweet 16 for Emma in Seattle on Dec 20 at 6pm, budget of 3000',
      { category: 'Birthday', city: 'Seattle', budget: 3000, honoree: 'Emma' },
    ],
    [
      'game night with about twenty-five people in Austin, TX next Saturday at 7',
      { category: 'Social', guestCount: 25, date: '2026-11-28T19:00:00-06:00' },
    ],
    [
      'Friendsgiving dinner in Brooklyn, NY on Nov 26 at 5pm',
      { category: 'Holiday', region: 'NY', date: '2026-11-26T17:00:00-05:00' },
    ],
  ])('%s', async (message, expected) => {
    const c = await converse(message);
    expect(details(c)).toMatchObject({ ...expected, missing: [] });
    expect(c.created).toEqual([]);
  });
});

describe('multi-turn slot filling', () => {
  it('asks for the date, then the place, one at a time, and keeps what it knows', async () => {
    const c = await converse("It's my wife's 40th birthday", 'next Saturday at 8pm', 'Sacramento');
    expect(c.replies[0]!.eventDetails!.missing).toEqual(['date', 'location']);
    expect(c.replies[0]!.message).toMatch(/date|when/i);
    expect(c.replies[1]!.eventDetails!.missing).toEqual(['location']);
    expect(c.replies[1]!.message).toMatch(/where|city/i);
    expect(details(c)).toMatchObject({
      category: 'Birthday',
      date: '2026-11-28T20:00:00-08:00',
      city: 'Sacramento',
      missing: [],
    });
  });

  it('takes a month first and the day next', async () => {
    const c = await converse('luau-themed bachelorette in Nashville in December', 'the 12th');
    expect(c.replies[0]!.eventDetails!.missing).toEqual(['date']);
    expect(details(c)).toMatchObject({ theme: 'Luau', date: '2026-12-12T18:00:00-06:00' });
  });

  it('adds guests, budget and theme in later turns', async () => {
    const c = await converse(
      'dinner party in Boston on Dec 4',
      'about 14 people',
      '$600 budget',
      'make it a masquerade theme',
    );
    expect(details(c)).toMatchObject({ guestCount: 14, budget: 600, theme: 'Masquerade', city: 'Boston' });
  });

  it("reads the date in the party place's time zone", async () => {
    const c = await converse('a cookout on Dec 5 at noon', 'in Honolulu');
    expect(details(c).date).toBe('2026-12-05T12:00:00-10:00');
  });
});

describe('corrections', () => {
  it('moves the day within the planned week ("actually make it Sunday")', async () => {
    const c = await converse(
      "my daughter's 8th birthday in San Jose on Dec 12 for 20 kids",
      'actually make it Sunday',
    );
    expect(details(c).date).toBe('2026-12-13T14:00:00-08:00');
  });

  it('replaces the guest count ("30 guests not 20")', async () => {
    const c = await converse('birthday in Reno on Dec 12 for 20 kids', '30 guests not 20');
    expect(details(c).guestCount).toBe(30);
  });

  it('moves the place and its time zone ("move it to Oakland")', async () => {
    const c = await converse('team offsite in Denver on Dec 9 at 10am', 'move it to Oakland');
    expect(details(c)).toMatchObject({ city: 'Oakland', date: '2026-12-09T10:00:00-08:00' });
  });

  it('changes the time alone', async () => {
    const c = await converse('anniversary party in Tampa on Dec 12 at 6pm', 'make it 4:30pm');
    expect(details(c).date).toBe('2026-12-12T16:30:00-05:00');
  });

  it('replaces the budget', async () => {
    const c = await converse('birthday in Omaha on Dec 3 under $500', 'actually $750');
    expect(details(c).budget).toBe(750);
  });

  it('refuses a date that has passed and keeps the old one', async () => {
    const c = await converse('reunion in Dallas on Dec 12', 'make it November 2, 2026');
    expect(details(c).date).toBe('2026-12-12T18:00:00-06:00');
    expect(c.last.message).toMatch(/passed/);
  });
});

describe('confirmation and creation', () => {
  it.each(['yes', 'Create it', 'looks good', 'sounds good, go ahead', 'Yes, create it'])(
    'creates after "%s"',
    async (answer) => {
      const c = await converse('holiday party in Tulsa on Dec 19 at 7pm', answer);
      expect(c.created).toHaveLength(1);
      expect(c.created[0]).toMatchObject({
        date: '2026-12-19T19:00:00-06:00',
        location: 'Tulsa, OK',
        category: 'Holiday',
      });
      expect(c.last.createdEvents).toEqual([{ id: 1, title: c.created[0]!.title, url: '/events/1' }]);
    },
  );

  it('does not create before the place is known, and asks for it', async () => {
    const c = await converse('birthday party on Dec 12', 'yes');
    expect(c.created).toEqual([]);
    expect(c.last.eventDetails!.missing).toEqual(['location']);
  });

  it('does not create on "no" and asks what to change', async () => {
    const c = await converse('birthday in Austin on Dec 12', 'no');
    expect(c.created).toEqual([]);
    expect(c.last.message).toMatch(/change/i);
  });

  it('creates with a poster when one was asked for', async () => {
    const c = await converse('game day party in Green Bay on Dec 13 at noon with a poster', 'yes');
    expect(c.created[0]!.image).toBe('/images/poster');
    expect(c.last.generateImages).toBe(true);
  });

  it('offers the poster after creating, and makes it on yes', async () => {
    const c = await converse('brunch in Napa on Dec 6', 'yes', 'yes');
    expect(c.created).toHaveLength(1);
    expect(c.replies[1]!.message).toMatch(/poster/);
    expect(c.last.generateImages).toBe(true);
  });

  it('creates with the admission the host named, and leaves it unlisted otherwise', async () => {
    const paid = await converse('holiday concert in Austin on Dec 12, tickets are $15', 'yes');
    expect(paid.replies[0]!.message).toContain('**Admission:** $15');
    expect(paid.created[0]).toMatchObject({ admission: 'paid', priceMinCents: 1500 });
    const free = await converse("block party in Eugene on Dec 5, it's free for everyone", 'yes');
    expect(free.created[0]).toMatchObject({ admission: 'free' });
    const unsaid = await converse("I'm free Saturday, picnic party in Eugene with a $300 budget", 'yes');
    expect(unsaid.created).toHaveLength(1);
    expect(unsaid.created[0]?.admission).toBeUndefined();
  });

  it('does not create twice when the user says yes again', async () => {
    const c = await converse('picnic party in Eugene on Dec 5', 'yes', 'no', 'yes');
    expect(c.created).toHaveLength(1);
  });

  it('starts a new party after one is created', async () => {
    const c = await converse(
      'birthday in Austin on Dec 12',
      'yes',
      'now a baby shower in Dallas on Jan 9',
      'yes',
    );
    expect(c.created.map((e) => e.location)).toEqual(['Austin, TX', 'Dallas, TX']);
  });

  it('keeps titles and descriptions within the event limits with no doubled words', async () => {
    const long = `birthday in Austin on Dec 12 ${'with lots of friends and fun '.repeat(60)}`;
    const c = await converse(long.slice(0, 2000), 'yes');
    const event = c.created[0]!;
    expect(event.title.length).toBeLessThanOrEqual(200);
    expect(event.description.length).toBeLessThanOrEqual(10_000);
    expect(`${event.title} ${event.description}`).not.toMatch(/\b(\w+) \1\b|undefined|null/i);
  });
});

describe('nonsense and small talk', () => {
  it.each(['asdfgh qwerty', 'blorp', '!!!', 'purple monkey dishwasher'])(
    'changes nothing for "%s"',
    async (message) => {
      const c = await converse(message);
      expect(c.last.eventDetails).toBeNull();
      expect(c.created).toEqual([]);
      expect(c.last.message).toMatch(/didn't understand/);
    },
  );

  it('answers a greeting with what it can do and no event', async () => {
    const c = await converse('hello');
    expect(c.last.eventDetails).toBeNull();
    expect(c.last.message).toMatch(/find events/i);
  });

  it('asks for the next missing thing when a later message makes no sense', async () => {
    const c = await converse('birthday in Reno', 'zzzz');
    expect(details(c)).toMatchObject({ city: 'Reno', missing: ['date'] });
  });

  it('says so when it cannot place a city', async () => {
    const c = await converse('birthday on Dec 12 in Xyzzyville, ZZ');
    expect(c.last.eventDetails!.missing).toContain('location');
  });
});

describe('finding events', () => {
  it('plans a party at a local venue with a headcount instead of searching', async () => {
    const c = await converse('rehearsal dinner at a local brewery in fort collins, 45 guests');
    expect(c.searches).toEqual([]);
    expect(details(c)).toMatchObject({ city: 'Fort Collins', guestCount: 45 });
  });

  it('searches around the named city, from now, for "find events in {city}"', async () => {
    const c = await converse('find events in Stockton');
    expect(c.searches).toEqual([
      expect.objectContaining({
        lat: expect.closeTo(37.96, 1),
        radiusMiles: 50,
        from: CTX.now,
        to: null,
        category: null,
      }),
    ]);
    expect(c.areas).toEqual([{ city: 'Stockton', region: 'CA', radiusMiles: 50 }]);
    expect(c.last.eventDetails).toBeNull();
  });

  it('lists stored events first, then what only the discovery sources know, in date order', async () => {
    const c = await converse('find events in Stockton');
    expect(c.last.discoveredEvents.map((e) => [e.id, e.title, e.url, e.source])).toEqual([
      [99, 'Found Fest', '/events/99', 'confetti'],
      [null, 'Saturday Symphony', 'https://calendar.example.org/symphony', 'ics:calendar.example.org'],
      [null, 'Sunday Lights', null, 'almanac'],
      [null, 'December Parade', null, 'almanac'],
    ]);
    // A source event without a page of its own is named, not linked.
    expect(c.last.message).toContain('**Sunday Lights**');
    // Days are read in the searched place's zone (14:00 in Stockton on the 21st).
    expect(c.last.message).toContain(
      'Saturday Symphony](https://calendar.example.org/symphony), Sat, Nov 21',
    );
    expect(c.last.message).not.toMatch(/\]\(null\)|undefined/);
  });

  it('filters source events by the dates and the category asked for', async () => {
    const weekend = await converse("what's happening in Austin this weekend");
    expect(weekend.areas).toEqual([{ city: 'Austin', region: 'TX', radiusMiles: 50 }]);
    expect(weekend.last.discoveredEvents.map((e) => e.title)).toEqual([
      'Found Fest',
      'Saturday Symphony',
      'Sunday Lights',
    ]);
    const concerts = await converse('any concerts near me');
    expect(concerts.last.discoveredEvents.map((e) => e.title)).toEqual(['Found Fest', 'Saturday Symphony']);
  });

  it('limits the dates for "this weekend" in the city\'s own zone', async () => {
    const c = await converse("what's happening in Austin this weekend");
    expect(c.searches[0]).toMatchObject({
      from: new Date('2026-11-21T06:00:00Z'),
      to: new Date('2026-11-23T06:00:00Z'),
    });
  });

  it('uses the visitor location and the category for "any concerts near me"', async () => {
    const c = await converse('any concerts near me');
    expect(c.searches[0]).toMatchObject({ lat: CTX.visitor.lat, lon: CTX.visitor.lon, category: 'Concert' });
    expect(c.last.message).toContain('Stockton, CA');
  });

  it('keeps the party being planned while it searches', async () => {
    const c = await converse('birthday in Reno on Dec 12', 'find events in Reno');
    expect(details(c)).toMatchObject({ city: 'Reno', missing: [] });
    expect(c.last.discoveredEvents.map((e) => e.id)).toEqual([99, null, null, null]);
  });
});

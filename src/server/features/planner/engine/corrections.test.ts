import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, type PlannerState } from './draft.ts';
import { runBuiltInTurn } from './engine.ts';
import type { PlannerPorts, TurnContext } from './ports.ts';

const CTX: TurnContext = {
  now: new Date('2026-11-20T18:00:00Z'),
  visitor: { city: 'Stockton', region: 'CA', lat: 37.9577, lon: -121.29078, timeZone: 'America/Los_Angeles' },
  affiliateTag: null,
};
const PORTS: PlannerPorts = {
  findEvents: async () => [],
  discoverEvents: async () => [],
  findVendors: async () => [],
  createEvent: async (event) => ({ id: 1, title: event.title, url: '/events/1' }),
  drawPoster: async () => '/images/poster',
  setEventImage: async () => {},
};

async function draftAfter(...messages: string[]) {
  let state: PlannerState = EMPTY_STATE;
  for (const message of messages) state = (await runBuiltInTurn(message, state, PORTS, CTX)).state;
  return state.draft!;
}

describe('corrections in a conversation', () => {
  it('reads a number after a rescheduling verb as the hour when it is near the planned time', async () => {
    const d = await draftAfter('dinner for ten in portland on dec 5 at 7:30pm', 'push it to 8');
    expect(d.time).toEqual({ hour: 20, minute: 0 });
    expect(d.guestCount).toBe(10);
  });

  it('reads a number as the field the correction names, in the half of the day planned', async () => {
    const d = await draftAfter('housewarming for 12 in portland on dec 5 at 6pm', 'change the time to 4');
    expect(d.time).toEqual({ hour: 16, minute: 0 });
    expect(d.guestCount).toBe(12);
    const guests = await draftAfter('brunch in portland on dec 5 at 11am for 20', 'set the guest count to 9');
    expect(guests.guestCount).toBe(9);
    expect(guests.time).toEqual({ hour: 11, minute: 0 });
  });

  it('keeps the plan when "scratch that" comes with a new value', async () => {
    const d = await draftAfter(
      'baby shower in portland on dec 6 at 1pm',
      '25 guests',
      'scratch that 30 guests',
    );
    expect(d.guestCount).toBe(30);
    expect(d.place?.city).toBe('Portland');
    expect(d.time).toEqual({ hour: 13, minute: 0 });
  });

  it('replaces the theme with a known theme said alone: "actually minecraft"', async () => {
    const d = await draftAfter(
      'birthday in houston on dec 5 for 25 kids',
      'harry potter theme',
      'actually minecraft',
    );
    expect(d.theme).toBe('Minecraft');
    expect(d.guestCount).toBe(25);
  });

  it('reads the card edits and free wordings alike', async () => {
    const d = await draftAfter(
      'bbq in san diego on dec 12 for a dozen neighbors at 2pm',
      'Move it to Chula Vista, CA',
      'Budget $2000',
      'make it 30',
      'unicorn theme',
      'No theme',
    );
    expect(d.place?.city).toBe('Chula Vista');
    expect(d.budget).toBe(2000);
    expect(d.guestCount).toBe(30);
    expect(d.theme).toBeNull();
    expect(d.day).toEqual({ year: 2026, month: 12, day: 12 });
    expect(d.sources.guests).toBe('30');
  });

  it('never lets a number overwrite an unrelated field', async () => {
    const d = await draftAfter('party in austin on dec 5 at 7pm for 20 people budget 500', 'for 15');
    expect(d.guestCount).toBe(15);
    expect(d.budget).toBe(500);
    expect(d.day).toEqual({ year: 2026, month: 12, day: 5 });
    expect(d.time).toEqual({ hour: 19, minute: 0 });
  });

  it('keeps the words each field was read from', async () => {
    const d = await draftAfter("my mom's 70th in fresno for two dozen peeps under 2 grand");
    expect(d.sources).toMatchObject({ guests: 'two dozen peeps', budget: 'under 2 grand', age: '70th' });
    expect(d.guestCount).toBe(24);
    expect(d.budget).toBe(2000);
    expect(d.relation).toBe('mother');
  });
});

describe('details around a budget', () => {
  it.each([
    ['birthday for my son in denver on dec 5 under $300', 'Denver', 300],
    ['kids party in tampa on dec 5 no more than $400', 'Tampa', 400],
    ['birthday for my dad on dec 5, max $750, 25 people, in knoxville', 'Knoxville', 750],
  ])(
    'keeps the ceiling words with the sum, out of the place and the name: "%s"',
    async (text, city, budget) => {
      const d = await draftAfter(text);
      expect(d.place?.city).toBe(city);
      expect(d.budget).toBe(budget);
      expect(d.honoreeName).toBeNull();
    },
  );

  it('plans, not searches, an event given a headcount and a budget', async () => {
    const d = await draftAfter('client appreciation event in houston on dec 5 for 100 budget 15k');
    expect(d.category).toBe('Corporate');
    expect(d.guestCount).toBe(100);
    expect(d.budget).toBe(15000);
  });
});

describe('a milestone with a theme', () => {
  it('is a themed birthday, not a theme party', async () => {
    const casino = await draftAfter(
      'im turning 40 and want a casino night at my house in scottsdale, budget 3k',
    );
    expect(casino.category).toBe('Birthday');
    const spa = await draftAfter('spa themed party for my daughters 11th this saturday, 8 girls');
    expect(spa.category).toBe('Birthday');
    expect(spa.theme?.toLowerCase()).toBe('spa');
    const plain = await draftAfter('casino night for 50 in scottsdale');
    expect(plain.category).toBe('Theme Party');
  });
});

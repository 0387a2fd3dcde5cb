import { describe, expect, it } from 'vitest';
import { composeTitle, summarize } from './compose.ts';
import { buildPlan } from './plan.ts';
import { draftWith, SAN_JOSE } from './plan-test-drafts.ts';

// A fixed clock: Friday, November 27, 2026, 10:00 in San Jose. Never today's date.
const CTX = {
  now: new Date('2026-11-27T18:00:00Z'),
  visitor: { timeZone: 'America/New_York' },
  affiliateTag: null,
};

describe('buildPlan', () => {
  it("plans Maya's dinosaur 7th birthday from today, for her 15 kids, at home", () => {
    const draft = draftWith({
      occasion: 'birthday party',
      category: 'Birthday',
      honoreeName: 'Maya',
      relation: 'daughter',
      age: 7,
      theme: 'dinosaur',
      day: { year: 2026, month: 12, day: 12 },
      time: { hour: 14, minute: 0 },
      place: SAN_JOSE,
      guestCount: 15,
      guestNoun: 'kids',
      budget: 500,
      setting: { kind: 'home', place: 'backyard' },
    });
    const plan = buildPlan(draft, [], CTX);
    expect(plan.title).toMatch(/Maya/);
    expect(plan.title).toMatch(/Dinosaur/);
    expect(plan.title).toMatch(/7/);
    expect(plan.setting).toBe('home');
    expect(plan.timeline[0]).toMatchObject({ daysBefore: 15, date: '2026-11-27' });
    expect(plan.timeline.at(-1)).toMatchObject({
      daysBefore: 0,
      date: '2026-12-12',
      label: 'Party day (Sat, Dec 12, 2 PM)',
    });
    expect(plan.checklist.join('\n')).toMatch(/favors for 15 kids/);
    expect(plan.quantities.find((q) => q.label === 'Pizza')?.amount).toBe('5 large pizzas');
    expect(plan.budget.items.map((i) => i.label)).not.toContain('Venue');
    expect(plan.budget.items.reduce((sum, i) => sum + i.amount!, 0)).toBe(500);
    expect(plan.budget.perHead).toBe(33.33);
  });

  it('reads today in the party’s zone: late evening in New York is still that day in California', () => {
    const lateNight = { ...CTX, now: new Date('2026-11-28T04:30:00Z') };
    const plan = buildPlan(
      draftWith({ day: { year: 2026, month: 12, day: 7 }, place: SAN_JOSE }),
      [],
      lateNight,
    );
    expect(plan.timeline[0]).toMatchObject({ date: '2026-11-27', daysBefore: 10 });
  });

  it('links the marketplace search for the place, and says nothing of it before there is one', () => {
    const plan = buildPlan(draftWith({ place: SAN_JOSE }), [], CTX);
    expect(plan.vendors).toEqual([]);
    expect(plan.vendorSearch).toEqual({
      place: 'San Jose, CA',
      url: '/vendors?q=vendors%20in%20San%20Jose%2C%20CA',
    });
    expect(buildPlan(draftWith({}), [], CTX).vendorSearch).toBeNull();
  });

  it('gives the venue a line at a venue and booking tasks', () => {
    const plan = buildPlan(
      draftWith({
        category: 'Corporate',
        budget: 3000,
        guestCount: 40,
        setting: { kind: 'venue', place: 'hotel' },
      }),
      [],
      CTX,
    );
    expect(plan.budget.items.map((i) => i.label)).toContain('Venue');
    expect(plan.timeline.flatMap((s) => s.tasks).join('\n')).toMatch(/Book the hotel for 40 guests/);
    expect(plan.budget.perHead).toBe(75);
  });
});

describe('composeTitle', () => {
  it('names a plain request by its kind and its place or date, never "The Party"', () => {
    expect(composeTitle(draftWith({ place: SAN_JOSE }))).toBe('Get-Together in San Jose');
    expect(
      composeTitle(draftWith({ category: 'Birthday', occasion: 'birthday party', place: SAN_JOSE })),
    ).toBe('Birthday Party in San Jose');
    expect(composeTitle(draftWith({ category: 'Sports', day: { year: 2027, month: 2, day: 14 } }))).toBe(
      'Watch Party on Feb 14',
    );
    expect(
      composeTitle(draftWith({ category: 'Holiday', occasion: 'Christmas party', place: SAN_JOSE })),
    ).toBe('Christmas Party in San Jose');
    expect(composeTitle(draftWith({}))).toBe('Get-Together');
    expect(
      composeTitle(
        draftWith({ category: 'Corporate', occasion: 'retirement party', relation: 'boss', place: SAN_JOSE }),
      ),
    ).toBe('Retirement Party in San Jose');
  });

  it('joins the format the host named to the occasion, and keeps joining words low', () => {
    const graduation = { category: 'Social', occasion: 'graduation party', honoreeName: 'Emma' } as const;
    expect(composeTitle(draftWith({ ...graduation, partyWord: 'bbq' }))).toMatch(
      /^(Emma's Graduation BBQ|Graduation BBQ for Emma|Celebrating Emma: Graduation BBQ)$/,
    );
    expect(
      composeTitle(
        draftWith({
          category: 'Social',
          occasion: 'baby shower',
          partyWord: 'brunch',
          theme: 'Pink and Gold',
          place: SAN_JOSE,
        }),
      ),
    ).toBe('Pink and Gold Baby Shower Brunch in San Jose');
    expect(
      composeTitle(
        draftWith({ category: 'Birthday', occasion: 'birthday party', partyWord: 'dinner', place: SAN_JOSE }),
      ),
    ).toBe('Birthday Dinner in San Jose');
    expect(
      composeTitle(
        draftWith({
          category: 'Birthday',
          occasion: 'birthday party',
          partyWord: 'pool party',
          theme: 'pool',
          age: 9,
        }),
      ),
    ).toBe('9th Birthday Pool Party');
    expect(
      composeTitle(draftWith({ category: 'Corporate', occasion: 'company event', partyWord: 'bbq' })),
    ).toBe('Company BBQ');
  });

  it('names a joint party for both', () => {
    const twins = {
      category: 'Birthday',
      occasion: 'birthday party',
      honoreeName: 'Jake and Emma',
      age: 4,
    } as const;
    const titles = Array.from({ length: 6 }, (_, i) =>
      composeTitle(draftWith({ ...twins, guestCount: i + 10 })),
    );
    for (const title of titles)
      expect(title).toMatch(
        /^(Jake and Emma's 4th Birthday (Party|Bash)|Jake and Emma Turn 4! Birthday Party)$/,
      );
  });

  it('uses the details it has: name, theme and age', () => {
    const title = composeTitle(
      draftWith({
        category: 'Birthday',
        occasion: 'birthday party',
        honoreeName: 'Maya',
        age: 7,
        theme: 'dinosaur',
      }),
    );
    expect(title).toMatch(/^Maya('s)? .*Dinosaur.*Birthday|^Maya Turns 7! Dinosaur Birthday Party$/);
    expect(composeTitle(draftWith({ partyWord: 'game night', theme: '80s' }))).toBe('80s Game Night');
  });
});

describe('summarize', () => {
  it('says where in the place the party is', () => {
    const home = draftWith({ place: SAN_JOSE, setting: { kind: 'home', place: 'apartment' } });
    expect(summarize(home)).toMatch(/\*\*Where:\*\* San Jose, CA, at your apartment/);
    const venue = draftWith({ setting: { kind: 'venue', place: 'restaurant' } });
    expect(summarize(venue)).toMatch(/\*\*Where:\*\* at a restaurant/);
  });
});

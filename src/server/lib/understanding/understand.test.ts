import { describe, expect, it } from 'vitest';
import type { EventCategory } from '#shared/constants.ts';
import { flatReading } from './testing/flat-reading.ts';

const parseEventQuery = flatReading;
type ParsedEventQuery = ReturnType<typeof parseEventQuery>;

// Sunday 2026-11-22 07:00 in Los Angeles (10:00 in New York); PST midnight is 08:00Z.
const SUNDAY = new Date('2026-11-22T15:00:00Z');
// Wednesday 2026-11-25 12:00 in Los Angeles.
const WEDNESDAY = new Date('2026-11-25T20:00:00Z');
const LA = 'America/Los_Angeles';
const NY = 'America/New_York';

type Expected = {
  category?: EventCategory;
  place?: [text: string, region: string | null];
  from?: string;
  to?: string | null;
  label?: string;
  text?: string;
};
type Case = [query: string, expected: Expected];

function toComparable(parsed: ParsedEventQuery) {
  return {
    category: parsed.category,
    place: parsed.place ? [parsed.place.text, parsed.place.region] : null,
    from: parsed.from?.toISOString() ?? null,
    to: parsed.to?.toISOString() ?? null,
    text: parsed.text,
  };
}

/** Every case asserts category, place, from, to and text; what a case leaves out must be null or ''. */
function expectCases(cases: Case[], now: Date, timeZone: string) {
  for (const [query, expected] of cases) {
    it(`reads ${JSON.stringify(query)}`, () => {
      const parsed = parseEventQuery(query, { now, timeZone });
      // The category and the words it leaves come from the classifier, which is measured on the
      // corpus (accuracy.test.ts), not pinned case by case; the words named here must stay.
      const { text, ...rest } = toComparable(parsed);
      expect({ ...rest, category: undefined }).toEqual({
        place: expected.place ?? null,
        from: expected.from ?? null,
        to: expected.to ?? null,
      });
      if (expected.text) expect(text.split(' ')).toEqual(expect.arrayContaining(expected.text.split(' ')));
      if (expected.label) expect(parsed.dateLabel).toBe(expected.label);
      if (!expected.from) expect(parsed.dateLabel).toBeNull();
    });
  }
}

const NOV_28_29 = { from: '2026-11-28T08:00:00.000Z', to: '2026-11-30T08:00:00.000Z', label: 'Nov 28–29' };
const SAT_NOV_28 = { from: '2026-11-28T08:00:00.000Z', to: '2026-11-29T08:00:00.000Z', label: 'Sat, Nov 28' };
const SAT_DEC_5 = { from: '2026-12-05T08:00:00.000Z', to: '2026-12-06T08:00:00.000Z', label: 'Sat, Dec 5' };
const DEC_2026 = { from: '2026-12-01T08:00:00.000Z', to: '2027-01-01T08:00:00.000Z', label: 'Dec 2026' };

describe('parseEventQuery', () => {
  describe('the examples from the brief (Sunday, Los Angeles)', () => {
    expectCases(
      [
        [
          'birthday parties in Austin next weekend',
          { category: 'Birthday', place: ['Austin', null], ...NOV_28_29 },
        ],
        [
          'bday party sf this saturday',
          { category: 'Birthday', place: ['San Francisco', 'CA'], ...SAT_NOV_28 },
        ],
        [
          '5k near Portland OR in December',
          { category: 'Athletic Race', place: ['Portland', 'OR'], ...DEC_2026 },
        ],
        [
          'gigs tonight',
          {
            category: 'Concert',
            from: '2026-11-23T01:00:00.000Z',
            to: '2026-11-23T12:00:00.000Z',
            label: 'Tonight',
          },
        ],
        [
          'wedding expo in the bay area',
          { category: 'Wedding', place: ['San Francisco', 'CA'], text: 'expo' },
        ],
        ['christmas markets near chicago il', { category: 'Christmas Market', place: ['chicago', 'IL'] }],
        [
          'food festivals this weekend',
          { category: 'Food Festival', from: '2026-11-21T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z' },
        ],
        [
          'ice skating in nyc tomorrow night',
          {
            category: 'Ice Skating',
            place: ['New York City', 'NY'],
            from: '2026-11-24T01:00:00.000Z',
            to: '2026-11-24T12:00:00.000Z',
            label: 'Tomorrow night',
          },
        ],
        [
          'marathons in march 2027',
          {
            category: 'Marathon',
            from: '2027-03-01T08:00:00.000Z',
            to: '2027-04-01T07:00:00.000Z',
            label: 'Mar 2027',
          },
        ],
        [
          'Halloween party',
          { text: 'halloween', from: '2027-10-31T07:00:00.000Z', to: '2027-11-01T07:00:00.000Z' },
        ],
      ],
      SUNDAY,
      LA,
    );
  });

  describe('category synonyms', () => {
    expectCases(
      [
        ['b-day bash', { category: 'Birthday' }],
        ['birthday bash in Denver, CO', { category: 'Birthday', place: ['Denver', 'CO'] }],
        ['live music in nashville', { category: 'Concert', place: ['nashville', null] }],
        ['jazz shows in brooklyn', { category: 'Concert', place: ['brooklyn', null], text: 'jazz' }],
        ['concert tickets', { category: 'Concert', text: 'tickets' }],
        ['10k fun run', { category: 'Athletic Race' }],
        ['half marathon in san diego', { category: 'Marathon', place: ['san diego', null] }],
        ['ice rink near me', { category: 'Ice Skating' }],
        ['xmas market', { category: 'Christmas Market' }],
        ['holiday market in seattle wa', { category: 'Christmas Market', place: ['seattle', 'WA'] }],
        ['winterfest in denver', { category: 'Winter Festival', place: ['denver', null] }],
        ['snow festival', { category: 'Winter Festival' }],
        ['food truck rally', { category: 'Food Festival' }],
        [
          'taco fest in san antonio tx',
          { category: 'Food Festival', place: ['san antonio', 'TX'], text: 'taco' },
        ],
        ['kayak trip in oregon', { category: 'Outdoor Adventure', place: ['Oregon', 'OR'], text: 'trip' }],
        ['camping and hiking', { category: 'Outdoor Adventure' }],
        [
          'diwali celebration in edison nj',
          { category: 'Cultural Festival', place: ['edison', 'NJ'], text: 'diwali' },
        ],
        ['lunar new year festival', { category: 'Cultural Festival', text: 'lunar new year' }],
        ['heritage festival', { category: 'Cultural Festival' }],
        [
          'bar mitzvah venues in new jersey',
          { category: 'Bar Mitzvah', place: ['New Jersey', 'NJ'], text: 'venues' },
        ],
        ["b'nai mitzvah", { category: 'Bar Mitzvah' }],
        ['costume party', { category: 'Theme Party' }],
        ['networking', { category: 'Corporate' }],
        ['company party', { category: 'Corporate' }],
        ['tech conference', { category: 'Corporate', text: 'tech' }],
        ['wedding reception', { category: 'Wedding' }],
        // New Year's Eve is a date (holiday-dates.ts), not only a kind of party.
        ["new year's eve party", { from: '2026-12-31T08:00:00.000Z', to: '2027-01-01T08:00:00.000Z' }],
        [
          'nye parties in vegas',
          { place: ['Las Vegas', 'NV'], from: '2026-12-31T08:00:00.000Z', to: '2027-01-01T08:00:00.000Z' },
        ],
        [
          'thanksgiving',
          { text: 'thanksgiving', from: '2026-11-26T08:00:00.000Z', to: '2026-11-27T08:00:00.000Z' },
        ],
        ['holiday party', { category: 'Holiday' }],
        ['football game', { category: 'Sports', text: 'football' }],
        ['tailgate', { category: 'Sports' }],
        [
          'super bowl watch party',
          { text: 'super bowl', from: '2027-02-14T08:00:00.000Z', to: '2027-02-15T08:00:00.000Z' },
        ],
        ['game night', { category: 'Social', text: 'game night' }],
        ['happy hour mixer', { category: 'Social' }],
        ['meetup in austin tx', { category: 'Social', place: ['austin', 'TX'] }],
        ['social events in dc', { category: 'Social', place: ['Washington', 'DC'] }],
      ],
      SUNDAY,
      LA,
    );
  });

  describe('places', () => {
    expectCases(
      [
        ['events in austin, texas', { place: ['austin', 'TX'] }],
        ['party in LA', { place: ['Los Angeles', 'CA'] }],
        ['la fiesta', { text: 'la fiesta' }],
        ['la comedy shows', { place: ['Los Angeles', 'CA'], text: 'comedy' }],
        // A town named with no "in", first or last; never an English word or a venue.
        ['napa wine tasting', { place: ['napa', null], text: 'wine tasting' }],
        ['wine tasting events napa', { place: ['napa', null], text: 'wine tasting' }],
        ['surprise party ideas', { text: 'surprise' }],
        ['sunrise hike', { text: 'sunrise hike' }],
        ['live music at the Fillmore', { text: 'fillmore' }],
        // A lower-case code that is also a word is a state after a town of that state.
        ['salem ma ghost tours', { place: ['salem', 'MA'], text: 'ghost tours' }],
        ['concerts portland me', { place: ['portland', 'ME'] }],
        ['jazz or blues', { text: 'jazz blues' }],
        ['fun in the sun', { text: 'sun' }],
        ['places to get wed', { text: 'wed' }],
        ['mixer in philly', { category: 'Social', place: ['Philadelphia', 'PA'] }],
        ['parties in portland or seattle', { place: ['portland', null], text: 'seattle' }],
        ['5k portland OR', { category: 'Athletic Race', place: ['portland', 'OR'] }],
        // "free" is read as the price (parse-event-price.test.ts), not kept as a keyword.
        ['free kids events in Menlo Park', { place: ['Menlo Park', null] }],
        ['concerts in the park', { category: 'Concert', text: 'park' }],
        ['live music at the Fillmore', { category: 'Concert', text: 'fillmore' }],
        ['events near 94103', { place: ['94103', null] }],
        ['within 10 miles of austin', { place: ['austin', null] }],
        ['parties in texas', { place: ['Texas', 'TX'] }],
        ['winter carnival in st. paul, mn', { category: 'Winter Festival', place: ['st paul', 'MN'] }],
        ['bbq festival austin', { category: 'Food Festival', place: ['austin', null], text: 'bbq' }],
        ['events in the near future', {}],
        // The "in X" that names a real place wins; a town named whole; a misspelt town its state vouches for.
        ['women in tech event in seattle', { place: ['seattle', null], text: 'tech' }],
        ['things for kids to do in zip 94110', { place: ['94110', null] }],
        ['kids bday places in the woodlands tx', { place: ['the woodlands', 'TX'] }],
        ['djs in great neck ny', { place: ['great neck', 'NY'] }],
        ['casino night in atlantic city', { place: ['atlantic city', null] }],
        ['events in charlote nc', { place: ['Charlotte', 'NC'] }],
        ['parties in okalhoma city', { place: ['oklahoma city', null] }],
        ['wedding fair in phx', { place: ['Phoenix', 'AZ'] }],
        ['christmas markets in the windy city', { place: ['Chicago', 'IL'] }],
        ['food truck festival indy saturday', { place: ['Indianapolis', 'IN'], ...SAT_NOV_28 }],
      ],
      SUNDAY,
      LA,
    );
  });

  describe('dates, read on a Sunday in Los Angeles', () => {
    expectCases(
      [
        [
          'this weekend',
          { from: '2026-11-21T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z', label: 'Nov 21–22' },
        ],
        ['next weekend', NOV_28_29],
        ['today', { from: '2026-11-22T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z', label: 'Today' }],
        ['tomorrow', { from: '2026-11-23T08:00:00.000Z', to: '2026-11-24T08:00:00.000Z', label: 'Tomorrow' }],
        [
          'this week',
          { from: '2026-11-22T15:00:00.000Z', to: '2026-11-23T08:00:00.000Z', label: 'This week' },
        ],
        [
          'next week',
          { from: '2026-11-23T08:00:00.000Z', to: '2026-11-30T08:00:00.000Z', label: 'Nov 23–29' },
        ],
        [
          'this month',
          { from: '2026-11-22T15:00:00.000Z', to: '2026-12-01T08:00:00.000Z', label: 'This month' },
        ],
        ['next month', DEC_2026],
        ['in December', DEC_2026],
        ['this saturday', SAT_NOV_28],
        ['saturday', SAT_NOV_28],
        ['next saturday', SAT_NOV_28],
        [
          'this sunday',
          { from: '2026-11-22T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z', label: 'Sun, Nov 22' },
        ],
        [
          'saturday night',
          { from: '2026-11-29T01:00:00.000Z', to: '2026-11-29T12:00:00.000Z', label: 'Sat night, Nov 28' },
        ],
        ['Dec 5', SAT_DEC_5],
        ['12/5', SAT_DEC_5],
        ['5th of december', SAT_DEC_5],
        ['2 weeks from today', { from: '2026-12-06T08:00:00.000Z', to: '2026-12-07T08:00:00.000Z' }],
        [
          'thanksgiving weekend',
          { from: '2026-11-26T08:00:00.000Z', to: '2026-11-30T08:00:00.000Z', label: 'Nov 26–29' },
        ],
        [
          'nov 1',
          { from: '2027-11-01T07:00:00.000Z', to: '2027-11-02T07:00:00.000Z', label: 'Mon, Nov 1, 2027' },
        ],
        [
          'events between Dec 1 and Dec 10',
          { from: '2026-12-01T08:00:00.000Z', to: '2026-12-11T08:00:00.000Z', label: 'Dec 1–10' },
        ],
        ['dec 1-10', { from: '2026-12-01T08:00:00.000Z', to: '2026-12-11T08:00:00.000Z', label: 'Dec 1–10' }],
        ['from friday to sunday', { from: '2026-11-27T08:00:00.000Z', to: '2026-11-30T08:00:00.000Z' }],
        [
          'until dec 10',
          { from: '2026-11-22T15:00:00.000Z', to: '2026-12-11T08:00:00.000Z', label: 'Until Dec 10' },
        ],
        ['after christmas', { from: '2026-12-26T08:00:00.000Z', to: null, label: 'From Dec 26' }],
        ['parties over thanksgiving', { from: '2026-11-26T08:00:00.000Z', to: '2026-11-30T08:00:00.000Z' }],
        ['christmas eve', { from: '2026-12-24T08:00:00.000Z', to: '2026-12-25T08:00:00.000Z' }],
        [
          'next 7 days',
          { from: '2026-11-22T15:00:00.000Z', to: '2026-11-30T08:00:00.000Z', label: 'Next 7 days' },
        ],
        // The week two weeks on holds the day: Monday Nov 30 to Monday Dec 7.
        ['in 2 weeks', { from: '2026-11-30T08:00:00.000Z', to: '2026-12-07T08:00:00.000Z' }],
        ['in 2027', { from: '2027-01-01T08:00:00.000Z', to: '2028-01-01T08:00:00.000Z', label: '2027' }],
        ['the day after tomorrow', { from: '2026-11-24T08:00:00.000Z', to: '2026-11-25T08:00:00.000Z' }],
        [
          'parties in may',
          { from: '2027-05-01T07:00:00.000Z', to: '2027-06-01T07:00:00.000Z', label: 'May 2027' },
        ],
      ],
      SUNDAY,
      LA,
    );
  });

  describe('dates, read on a Wednesday in Los Angeles', () => {
    expectCases(
      [
        ['this weekend', NOV_28_29],
        [
          'next weekend',
          { from: '2026-12-05T08:00:00.000Z', to: '2026-12-07T08:00:00.000Z', label: 'Dec 5–6' },
        ],
        ['tonight', { from: '2026-11-26T01:00:00.000Z', to: '2026-11-26T12:00:00.000Z', label: 'Tonight' }],
        ['tomorrow night', { from: '2026-11-27T01:00:00.000Z', to: '2026-11-27T12:00:00.000Z' }],
        [
          'this week',
          { from: '2026-11-25T20:00:00.000Z', to: '2026-11-30T08:00:00.000Z', label: 'This week' },
        ],
        [
          'next week',
          { from: '2026-11-30T08:00:00.000Z', to: '2026-12-07T08:00:00.000Z', label: 'Nov 30–Dec 6' },
        ],
        ['saturday', SAT_NOV_28],
        [
          'next saturday',
          { from: '2026-12-05T08:00:00.000Z', to: '2026-12-06T08:00:00.000Z', label: 'Sat, Dec 5' },
        ],
        ['wednesday', { from: '2026-11-25T08:00:00.000Z', to: '2026-11-26T08:00:00.000Z' }],
        // A date said outright beats the day the kind of event implies.
        ['halloween parties this weekend', { ...NOV_28_29, text: 'halloween' }],
        ['trunk or treat saturday', { ...SAT_NOV_28, text: 'trunk treat' }],
        // Events held on a named day give its day.
        [
          'turkey trot',
          { from: '2026-11-26T08:00:00.000Z', to: '2026-11-27T08:00:00.000Z', text: 'turkey trot' },
        ],
        ['superbowl party', { from: '2027-02-14T08:00:00.000Z', to: '2027-02-15T08:00:00.000Z' }],
        ['big game watch party', { from: '2027-02-14T08:00:00.000Z', to: '2027-02-15T08:00:00.000Z' }],
        [
          'watch party for the big game',
          { from: '2027-02-14T08:00:00.000Z', to: '2027-02-15T08:00:00.000Z' },
        ],
        ['noon years eve', { from: '2026-12-31T08:00:00.000Z', to: '2027-01-01T08:00:00.000Z' }],
        ['new years parties', { from: '2026-12-31T08:00:00.000Z', to: '2027-01-01T08:00:00.000Z' }],
        ['big game hunting', { text: 'big game hunting' }],
        // "may" as the last word is the month; elsewhere it is the verb.
        [
          '10k race st louis may',
          { place: ['st louis', null], from: '2027-05-01T07:00:00.000Z', to: '2027-06-01T07:00:00.000Z' },
        ],
        ['events i may like', { text: 'may like' }],
        // Inside a range whose start has passed this year: from now to its end, not next year's.
        ['between nov 1 and dec 5', { from: '2026-11-25T20:00:00.000Z', to: '2026-12-06T08:00:00.000Z' }],
      ],
      WEDNESDAY,
      LA,
    );
  });

  describe('dates in New York', () => {
    expectCases(
      [
        [
          'birthday parties in Austin next weekend',
          {
            category: 'Birthday',
            place: ['Austin', null],
            from: '2026-11-28T05:00:00.000Z',
            to: '2026-11-30T05:00:00.000Z',
          },
        ],
        ['tonight', { from: '2026-11-22T22:00:00.000Z', to: '2026-11-23T09:00:00.000Z', label: 'Tonight' }],
        [
          'in December',
          { from: '2026-12-01T05:00:00.000Z', to: '2027-01-01T05:00:00.000Z', label: 'Dec 2026' },
        ],
      ],
      SUNDAY,
      NY,
    );

    it('counts "today" from the searcher\'s zone, not the server\'s', () => {
      const lateSunday = new Date('2026-11-23T06:00:00Z'); // Monday 01:00 in New York, Sunday 22:00 in Los Angeles
      const inNewYork = parseEventQuery('today', { now: lateSunday, timeZone: NY });
      const inLosAngeles = parseEventQuery('today', { now: lateSunday, timeZone: LA });
      expect(inNewYork.from?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
      expect(inLosAngeles.from?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    });
  });

  describe('combined queries and noise', () => {
    expectCases(
      [
        [
          'Find me some BIRTHDAY parties!!! in austin, texas??',
          { category: 'Birthday', place: ['austin', 'TX'] },
        ],
        ['🎉🎉 birthday bash!!! in Denver, CO 🎂', { category: 'Birthday', place: ['Denver', 'CO'] }],
        [
          'show me stuff to do in Chicago this weekend 🎉',
          { place: ['Chicago', null], from: '2026-11-21T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z' },
        ],
        ['find me some concerts near me', { category: 'Concert' }],
        [
          'hiking near seattle next month',
          { category: 'Outdoor Adventure', place: ['seattle', null], ...DEC_2026 },
        ],
        [
          'costume party on halloween',
          { category: 'Theme Party', from: '2027-10-31T07:00:00.000Z', to: '2027-11-01T07:00:00.000Z' },
        ],
        [
          'networking events this week',
          { category: 'Corporate', from: '2026-11-22T15:00:00.000Z', to: '2026-11-23T08:00:00.000Z' },
        ],
        [
          'office party next friday',
          { category: 'Corporate', from: '2026-11-27T08:00:00.000Z', to: '2026-11-28T08:00:00.000Z' },
        ],
        [
          'holiday party 12/5',
          { category: 'Holiday', from: '2026-12-05T08:00:00.000Z', to: '2026-12-06T08:00:00.000Z' },
        ],
        [
          'tailgate this sunday',
          { category: 'Sports', from: '2026-11-22T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z' },
        ],
        [
          'wedding reception saturday night',
          { category: 'Wedding', from: '2026-11-29T01:00:00.000Z', to: '2026-11-29T12:00:00.000Z' },
        ],
        ['farmers market saturday', { ...SAT_NOV_28, text: 'farmers market' }],
        ['christmas party saturday dec 5', { category: 'Holiday', text: 'christmas', ...SAT_DEC_5 }],
        ['Portland, ME concerts', { category: 'Concert', place: ['Portland', 'ME'] }],
        ['concerts LA', { category: 'Concert', place: ['Los Angeles', 'CA'] }],
        [
          'rock concerts in seattle next friday night',
          {
            category: 'Concert',
            place: ['seattle', null],
            from: '2026-11-28T01:00:00.000Z',
            to: '2026-11-28T12:00:00.000Z',
            label: 'Fri night, Nov 27',
            text: 'rock',
          },
        ],
        [
          "what's happening in sf tonight?",
          {
            place: ['San Francisco', 'CA'],
            from: '2026-11-23T01:00:00.000Z',
            to: '2026-11-23T12:00:00.000Z',
          },
        ],
      ],
      SUNDAY,
      LA,
    );
  });

  describe('words that are not a category, place or date', () => {
    expectCases(
      [
        ['festival', { text: 'festival' }],
        ['car show', { text: 'car' }],
        ['roller skating', { text: 'roller' }],
        ['events i may like', { text: 'may like' }],
        ['sun festival', { text: 'sun festival' }],
        ['3 day festival', { text: '3 day festival' }],
        ['party at 7pm', {}],
        ['asdfghjkl', { text: 'asdfghjkl' }],
        ['the the the', {}],
        ['   ', {}],
        ['', {}],
      ],
      SUNDAY,
      LA,
    );
  });

  describe('robustness', () => {
    it('cuts input past 200 characters before parsing', () => {
      const parsed = parseEventQuery(`${'x'.repeat(199)} birthday in austin`, { now: SUNDAY, timeZone: LA });
      expect(parsed.category).toBeNull();
      expect(parsed.place).toBeNull();
      expect(parsed.text).toBe('x'.repeat(199));
    });

    it('falls back to UTC for an unknown time zone', () => {
      const parsed = parseEventQuery('today', { now: SUNDAY, timeZone: 'Mars/Olympus_Mons' });
      expect(parsed.from?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    });

    it('reads no dates, but everything else, when now is not a valid date', () => {
      const parsed = parseEventQuery('gigs in boston tonight', { now: new Date(Number.NaN), timeZone: LA });
      expect({ ...toComparable(parsed), category: undefined, text: undefined }).toEqual({
        place: ['boston', null],
        from: null,
        to: null,
      });
    });

    it('never throws on random input, and every range it returns is well formed', () => {
      const alphabet = 'abcdefghijklmnopqrstuvwxyz ABCOR0123456789 ,./-:;!?\'"&@#()🎉é–\u0000\u200b\ud800';
      const words = [
        'in',
        'near',
        'at',
        'next',
        'this',
        'weekend',
        'dec',
        '5',
        '12/5',
        'party',
        'sf',
        'LA',
        'OR',
      ];
      words.push(
        'between',
        'and',
        'to',
        'after',
        'christmas',
        'over',
        'saturday',
        'night',
        'may',
        '2027',
        '5k',
        ',',
      );
      let seed = 1;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      for (let i = 0; i < 1500; i += 1) {
        const length = Math.floor(random() * 240);
        const query =
          i % 2 === 0
            ? Array.from({ length }, () => pick([...alphabet])).join('')
            : Array.from({ length: length / 5 }, () => pick(words)).join(random() < 0.8 ? ' ' : '');
        const now = new Date(Date.UTC(2026, 0, 1) + random() * 4e10);
        const parsed = parseEventQuery(query, { now, timeZone: pick([LA, NY, 'UTC', 'Nowhere/Zone']) });
        expect(typeof parsed.text).toBe('string');
        if (parsed.from && parsed.to) expect(parsed.to.getTime()).toBeGreaterThan(parsed.from.getTime());
        expect(parsed.from === null).toBe(parsed.dateLabel === null);
      }
    });

    it('treats a non-string input as empty', () => {
      expect(parseEventQuery(undefined as unknown as string, { now: SUNDAY, timeZone: LA })).toEqual({
        category: null,
        isCategoryNarrowed: false,
        place: null,
        from: null,
        to: null,
        dateLabel: null,
        text: '',
        corrections: [],
        price: null,
      });
    });
  });
});

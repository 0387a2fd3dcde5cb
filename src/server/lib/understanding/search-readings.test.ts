import { describe, expect, it } from 'vitest';
import { flatReading } from './testing/flat-reading.ts';
import { correctWord, editDistance } from './text/spelling.ts';
import type { UnderstandOptions } from './understand.ts';

const parseEventQuery = flatReading;
type ParseEventQueryOptions = UnderstandOptions;

// Sunday 2026-11-22 07:00 in Los Angeles, 10:00 in New York.
const NOW = new Date('2026-11-22T15:00:00Z');
const ZONES = [
  ['America/Los_Angeles', '08:00:00.000Z'],
  ['America/New_York', '05:00:00.000Z'],
] as const;

const parse = (q: string, options: ParseEventQueryOptions) => parseEventQuery(q, options);
const readingOf = (q: string, options: ParseEventQueryOptions) => {
  const { category, isCategoryNarrowed, place, from, to, dateLabel, text } = parse(q, options);
  return { category, isCategoryNarrowed, place, from, to, dateLabel, text };
};

describe.each(ZONES)('search readings in %s', (timeZone, midnight) => {
  const options = { now: NOW, timeZone };
  /** Midnight of a day in this zone (both zones are on standard time between November and March). */
  const day = (date: string) => `${date}T${midnight}`;
  const dst = (date: string) => `${date}T${midnight.replace(/^0(\d)/, (_, h) => `0${Number(h) - 1}`)}`;

  describe('misspelt words read exactly like the right ones', () => {
    it.each([
      ['concrts this weeknd', 'concerts this weekend'],
      ['tomorow', 'tomorrow'],
      ['satruday', 'saturday'],
      ['concerts on wendesday', 'concerts on wednesday'],
      ['in janaury', 'in january'],
      ['festval in febuary', 'festival in february'],
      ['weddng', 'wedding'],
      ['birthdy party tonigt', 'birthday party tonight'],
      ['nxet saturday', 'next saturday'],
      ['5k on thanksgivng', '5k on thanksgiving'],
      ['chirstmas eve', 'christmas eve'],
      ['halloweeen party', 'halloween party'],
      ['networkng events', 'networking events'],
    ])('%j reads as %j', (typo, right) => {
      expect(readingOf(typo, options)).toEqual(readingOf(right, options));
      expect(parse(typo, options).corrections.length).toBeGreaterThan(0);
    });

    it('never corrects a place name into another word', () => {
      const parsed = parse('concerts in easton', options);
      expect(parsed.place?.text).toBe('easton');
      expect(parsed.corrections).toEqual([]);
      expect(parse('parties in salem', options).place?.text).toBe('salem');
      expect(parse('marathon in mayfield', options).corrections).toEqual([]);
    });

    it('leaves everyday look-alikes and short words alone', () => {
      for (const word of [
        'match',
        'mixed',
        'winner',
        'nest',
        'bride',
        'brothers',
        'eastern',
        'concerto',
        'spots',
      ]) {
        expect(correctWord(word)).toBeNull();
      }
    });
  });

  describe('holidays and named days are dates (the next one to come)', () => {
    it.each([
      ["new year's eve", day('2026-12-31'), day('2027-01-01')],
      ['nye', day('2026-12-31'), day('2027-01-01')],
      ["new year's day", day('2027-01-01'), day('2027-01-02')],
      ["valentine's day", day('2027-02-14'), day('2027-02-15')],
      ["st. patrick's day", dst('2027-03-17'), dst('2027-03-18')],
      ['easter sunday', dst('2027-03-28'), dst('2027-03-29')],
      ['memorial day', dst('2027-05-31'), dst('2027-06-01')],
      ["mother's day", dst('2027-05-09'), dst('2027-05-10')],
      ["father's day", dst('2027-06-20'), dst('2027-06-21')],
      ['on juneteenth', dst('2027-06-19'), dst('2027-06-20')],
      ['fourth of july', dst('2027-07-04'), dst('2027-07-05')],
      ['july 4th', dst('2027-07-04'), dst('2027-07-05')],
      ['labor day', dst('2027-09-06'), dst('2027-09-07')],
      ['on halloween', dst('2027-10-31'), dst('2027-11-01')],
      ['on thanksgiving', day('2026-11-26'), day('2026-11-27')],
      ['the day after thanksgiving', day('2026-11-27'), day('2026-11-28')],
      ['black friday', day('2026-11-27'), day('2026-11-28')],
      ['christmas eve', day('2026-12-24'), day('2026-12-25')],
      ['christmas day', day('2026-12-25'), day('2026-12-26')],
      ['this christmas', day('2026-12-25'), day('2026-12-26')],
      ['next easter', dst('2027-03-28'), dst('2027-03-29')],
      ['next thanksgiving', day('2026-11-26'), day('2026-11-27')],
    ])('%j', (q, from, to) => {
      const parsed = parse(q, options);
      expect([parsed.from?.toISOString(), parsed.to?.toISOString()]).toEqual([from, to]);
      // A name that is also what the event is about ("halloween") stays a word of the search.
      expect(parsed.text).toBe(
        /^on (?:halloween|juneteenth|thanksgiving)$/.test(q) ? q.split(' ').at(-1) : '',
      );
    });

    it('"next christmas" on Christmas Day is the one a year on; "this christmas" is today', () => {
      const christmas = { ...options, now: new Date('2026-12-25T18:00:00Z') };
      expect(parse('next christmas', christmas).from?.toISOString()).toBe(day('2027-12-25'));
      expect(parse('this christmas', christmas).from?.toISOString()).toBe(day('2026-12-25'));
    });

    it('a holiday that also names a season, or on another calendar, is no date', () => {
      for (const q of ['christmas', 'new year festival', 'diwali', 'christmas market', 'hanukkah']) {
        expect(parse(q, options).from).toBeNull();
      }
    });

    it('a holiday named as the occasion is its day, and its name stays a word of the search', () => {
      for (const q of ['thanksgiving', 'halloween party', 'super bowl party']) {
        const parsed = parse(q, options);
        expect(parsed.from).not.toBeNull();
        expect(parsed.text).toContain(q.split(' ')[0]);
      }
    });
  });

  describe('interpretations rank rather than hide literal matches', () => {
    it.each([
      ['thanksgiving', 'Holiday'],
      ['christmas', 'Holiday'],
      ['pride', 'Cultural Festival'],
      ['oktoberfest', 'Cultural Festival'],
      ['christmas party', 'Holiday'],
    ])('%j names %s at most as a ranking, and keeps the word', (q, category) => {
      const parsed = parse(q, options);
      // The classifier may be too unsure to name it at all; it never filters on such a word.
      if (parsed.category !== null) expect(parsed).toMatchObject({ category, isCategoryNarrowed: true });
      expect(parsed.text).not.toBe('');
    });

    it('a kind of event named outright, beside a holiday too, is that kind, which filters', () => {
      for (const [q, category] of [
        ['xmas concerts', 'Concert'],
        ['labor day concerts', 'Concert'],
        ['holiday markets', 'Christmas Market'],
        ['cinco de mayo food fest', 'Food Festival'],
      ]) {
        expect(parse(q as string, options)).toMatchObject({ category, isCategoryNarrowed: false });
      }
    });

    it('"shows" with no other word of its kind ranks concerts', () => {
      expect(parse('shows in 37203', options)).toMatchObject({
        category: 'Concert',
        isCategoryNarrowed: true,
      });
      expect(parse('comedy shows', options).category).not.toBe('Concert');
    });

    it('a clear reading filters', () => {
      expect(parse('birthday parties', options)).toMatchObject({
        category: 'Birthday',
        isCategoryNarrowed: false,
      });
      expect(parse('concerts this weekend', options)).toMatchObject({
        category: 'Concert',
        isCategoryNarrowed: false,
      });
    });
  });

  describe('dismissed readings', () => {
    it('a dismissed category leaves its words as plain words', () => {
      expect(parse('thanksgiving', { ...options, dismissed: ['category'] })).toMatchObject({
        category: null,
        text: 'thanksgiving',
      });
      expect(parse('birthday parties', { ...options, dismissed: ['category'] })).toMatchObject({
        category: null,
        text: 'birthday',
      });
    });

    it('a dismissed place or date is dropped with its words', () => {
      const q = 'birthday parties in austin next weekend';
      expect(parse(q, { ...options, dismissed: ['place'] })).toMatchObject({
        category: 'Birthday',
        place: null,
        text: '',
      });
      expect(parse(q, { ...options, dismissed: ['date'] })).toMatchObject({
        category: 'Birthday',
        from: null,
        dateLabel: null,
        text: '',
      });
    });
  });
});

describe('editDistance', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('satruday', 'saturday', 2)).toBe(1);
    expect(editDistance('weeknd', 'weekend', 1)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

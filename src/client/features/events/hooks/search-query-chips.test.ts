import { describe, expect, it } from 'vitest';
import type { InterpretedQuery } from '#shared/contracts/events.ts';
import { getQueryChips, rewriteQueryWithout } from './search-query-chips.ts';

const AUSTIN = { label: 'Austin, TX', city: 'Austin', region: 'TX', lat: 30.27, lon: -97.74 };
const BIRTHDAY_IN_AUSTIN: InterpretedQuery = {
  category: 'Birthday',
  place: AUSTIN,
  from: '2026-11-28T06:00:00.000Z',
  to: '2026-11-30T06:00:00.000Z',
  dateLabel: 'Nov 28–29',
  text: '',
};

describe('getQueryChips', () => {
  it('lists category, place and date in that order', () => {
    expect(getQueryChips(BIRTHDAY_IN_AUSTIN).map((chip) => chip.label)).toEqual([
      'Birthday',
      'Austin, TX',
      'Nov 28–29',
    ]);
    expect(getQueryChips({ ...BIRTHDAY_IN_AUSTIN, place: null, dateLabel: null })).toEqual([
      { part: 'category', label: 'Birthday' },
    ]);
    expect(getQueryChips(undefined)).toEqual([]);
  });
});

describe('rewriteQueryWithout', () => {
  it('rebuilds the text from the parts that remain', () => {
    expect(rewriteQueryWithout(BIRTHDAY_IN_AUSTIN, 'place')).toBe('birthday Nov 28–29');
    expect(rewriteQueryWithout(BIRTHDAY_IN_AUSTIN, 'category')).toBe('in Austin, TX Nov 28–29');
    expect(rewriteQueryWithout(BIRTHDAY_IN_AUSTIN, 'date')).toBe('birthday in Austin, TX');
  });

  it('keeps the free text first and uses words the parser reads back', () => {
    const query: InterpretedQuery = {
      ...BIRTHDAY_IN_AUSTIN,
      category: 'Athletic Race',
      dateLabel: 'Sat night, Nov 28',
      text: 'turkey trot',
    };
    expect(rewriteQueryWithout(query, 'place')).toBe('turkey trot race Sat, Nov 28');
    expect(rewriteQueryWithout({ ...query, category: 'Theme Party' }, 'date')).toBe(
      'turkey trot theme party in Austin, TX',
    );
  });
});

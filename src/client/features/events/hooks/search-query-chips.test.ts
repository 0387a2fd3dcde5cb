import { describe, expect, it } from 'vitest';
import type { InterpretedQuery } from '#shared/contracts/events.ts';
import { addDismissed, getQueryChips, parseDismissed } from './search-query-chips.ts';

const AUSTIN = { label: 'Austin, TX', city: 'Austin', region: 'TX', latitude: 30.27, longitude: -97.74 };
const BIRTHDAY_IN_AUSTIN: InterpretedQuery = {
  category: 'Birthday',
  place: AUSTIN,
  from: '2026-11-28T06:00:00.000Z',
  to: '2026-11-30T06:00:00.000Z',
  dateLabel: 'Nov 28–29',
  text: '',
  categoryMode: 'filter',
  dismissed: [],
  corrections: [],
  price: null,
};

describe('getQueryChips', () => {
  it('adds the price last, with what a loose name such as Cheap keeps', () => {
    const cheap = { isFree: false, maxPrice: 20, label: 'Cheap', meaning: 'Free or $20 or less' };
    expect(getQueryChips({ ...BIRTHDAY_IN_AUSTIN, price: cheap }).at(-1)).toEqual({
      part: 'price',
      label: 'Cheap',
      hint: 'Free or $20 or less',
    });
    const free = { isFree: true, maxPrice: null, label: 'Free', meaning: 'Free admission only' };
    expect(getQueryChips({ ...BIRTHDAY_IN_AUSTIN, price: free }).at(-1)).toEqual({
      part: 'price',
      label: 'Free',
      hint: undefined,
    });
  });

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

describe('dismissed readings in the URL', () => {
  it('adds a reading once, in a fixed order, and ignores unknown names', () => {
    expect(addDismissed(null, 'place')).toBe('place');
    expect(addDismissed('date', 'category')).toBe('category,date');
    expect(addDismissed('category,date', 'date')).toBe('category,date');
    expect(parseDismissed('date,colour,category')).toEqual(['category', 'date']);
    expect(parseDismissed(null)).toEqual([]);
  });
});

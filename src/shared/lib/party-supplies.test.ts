import { describe, expect, it } from 'vitest';
import { amazonSearchUrl, getPartySupplies, PARTY_SUPPLIES } from './party-supplies.ts';

describe('getPartySupplies', () => {
  it.each([
    ['Birthday', 2],
    ['Wedding', 2],
    ['Corporate', 2],
    ['Holiday', 2],
    ['Social', 2],
    ['Theme Party', 2],
    ['Sports', 2],
    ['Bar Mitzvah', 5],
  ])('gives %s %i suggestions', (category, count) => {
    expect(getPartySupplies(category)).toHaveLength(count);
  });

  it('gives every suggestion a title, a description and search terms', () => {
    for (const list of Object.values(PARTY_SUPPLIES)) {
      for (const item of list) {
        expect(item.title.trim()).not.toBe('');
        expect(item.description.trim()).not.toBe('');
        expect(item.searchTerms.trim()).not.toBe('');
      }
    }
  });

  it('matches the category case-insensitively', () => {
    expect(getPartySupplies('bar mitzvah')).toBe(PARTY_SUPPLIES['Bar Mitzvah']);
    expect(getPartySupplies('  THEME PARTY ')).toBe(PARTY_SUPPLIES['Theme Party']);
  });

  it("falls back to Social's suggestions for other, unknown or missing categories", () => {
    for (const category of ['Concert', 'Marathon', 'Other', 'Knitting Circle', '', null, undefined]) {
      expect(getPartySupplies(category)).toBe(PARTY_SUPPLIES.Social);
    }
  });
});

describe('amazonSearchUrl', () => {
  it('builds a tagged search from the terms', () => {
    expect(amazonSearchUrl('party plates & cups', 'confetti-20')).toBe(
      'https://www.amazon.com/s?k=party+plates+%26+cups&tag=confetti-20',
    );
  });

  it('leaves the tag out when none is configured', () => {
    expect(amazonSearchUrl('balloons', '')).toBe('https://www.amazon.com/s?k=balloons');
    expect(amazonSearchUrl('balloons', null)).toBe('https://www.amazon.com/s?k=balloons');
  });
});

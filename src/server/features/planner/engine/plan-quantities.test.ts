import { describe, expect, it } from 'vitest';
import { partyHours, sizeParty } from './plan-quantities.ts';
import { draftWith } from './plan-test-drafts.ts';

const amountOf = (items: ReturnType<typeof sizeParty>, label: string) =>
  items.find((i) => i.label === label)?.amount;

describe('sizeParty', () => {
  it('sizes drinks at 2 a guest the first hour and 1 each hour after', () => {
    const draft = draftWith({
      guestCount: 30,
      time: { hour: 19, minute: 0 },
      endTime: { hour: 23, minute: 0 },
    });
    expect(amountOf(sizeParty(draft, 'social'), 'Drinks')).toBe('150 drinks over 4 hours');
    expect(amountOf(sizeParty(draftWith({ guestCount: 30 }), 'social'), 'Drinks')).toBe(
      '120 drinks over 3 hours',
    );
  });

  it('grows every quantity with the guest count', () => {
    const small = sizeParty(draftWith({ guestCount: 10 }), 'social');
    const large = sizeParty(draftWith({ guestCount: 80 }), 'social');
    expect(amountOf(small, 'Food')).toBe('140 bites (about 10 lb in all)');
    expect(amountOf(large, 'Food')).toBe('1120 bites (about 80 lb in all)');
    expect(amountOf(small, 'Ice')).toBe('10 lb');
    expect(amountOf(large, 'Seating')).toBe('54 seats at 7 tables');
  });

  it('seats every guest at a sit-down party and sizes the cake', () => {
    const wedding = sizeParty(draftWith({ guestCount: 120 }), 'wedding');
    expect(amountOf(wedding, 'Seating')).toBe('120 seats at 15 tables');
    expect(amountOf(wedding, 'Meals')).toBe('126 plates');
    expect(amountOf(wedding, 'Cake')).toBe('2 full-sheet cakes (serve 192)');
    const kids = sizeParty(draftWith({ guestCount: 20, guestNoun: 'kids' }), 'kids');
    expect(amountOf(kids, 'Pizza')).toBe('7 large pizzas');
    expect(amountOf(kids, 'Cake')).toBe('1 quarter-sheet cake (serves 24)');
    expect(amountOf(kids, 'Drinks')).toBe('60 drinks over 2 hours');
  });

  it('states the rule of thumb with each figure', () => {
    for (const item of sizeParty(draftWith({ guestCount: 12 }), 'sports')) expect(item.rule).not.toBe('');
  });

  it('sizes nothing while the guest count is unknown', () => {
    expect(sizeParty(draftWith({}), 'social')).toEqual([]);
  });
});

describe('partyHours', () => {
  it('counts an evening that ends after midnight', () => {
    expect(
      partyHours(draftWith({ time: { hour: 21, minute: 0 }, endTime: { hour: 1, minute: 0 } }), 'social'),
    ).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { apportion, splitBudget } from './plan-budget.ts';
import type { PartyKind } from './plan-kind.ts';

const KINDS: PartyKind[] = [
  'kids',
  'birthday',
  'wedding',
  'company',
  'sports',
  'holiday',
  'social',
  'outdoor',
];
const HOME = { kind: 'home' as const, place: 'apartment' };
const VENUE = { kind: 'venue' as const, place: 'restaurant' };

/** A small deterministic generator, so the "many budgets" test is the same on every run. */
function* numbers(seed: number, count: number, max: number) {
  let x = seed;
  for (let i = 0; i < count; i += 1) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield 1 + (x % max);
  }
}

describe('apportion', () => {
  it('splits a whole number exactly, leftovers to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [35, 25, 15, 15, 10])).toEqual([4, 3, 1, 1, 1]);
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('splitBudget', () => {
  it('adds up to the budget and to 100% for many budgets, guest counts, kinds and settings', () => {
    const guests = [...numbers(7, 50, 400)];
    let checked = 0;
    for (const budget of numbers(42, 400, 250_000)) {
      for (const kind of KINDS) {
        for (const setting of [null, HOME, VENUE]) {
          const count = guests[checked % guests.length]!;
          const split = splitBudget(kind, budget, count, { setting, hasProgram: checked % 2 === 0 });
          expect(split.items.reduce((sum, item) => sum + item.amount!, 0)).toBe(budget);
          expect(split.items.reduce((sum, item) => sum + item.percent, 0)).toBe(100);
          expect(split.items.every((item) => Number.isInteger(item.amount) && item.amount! >= 0)).toBe(true);
          expect(split.perHead).toBeCloseTo(budget / count, 2);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(400 * KINDS.length * 3);
  });

  it('rounds a budget in cents to whole dollars and still adds up', () => {
    const split = splitBudget('social', 999.6, 3, { setting: null, hasProgram: false });
    expect(split.total).toBe(1000);
    expect(split.items.reduce((sum, item) => sum + item.amount!, 0)).toBe(1000);
    expect(split.perHead).toBe(333.33);
  });

  it('has no venue line at home, and one at a venue', () => {
    const home = splitBudget('sports', 600, 15, { setting: HOME, hasProgram: false });
    expect(home.items.map((i) => i.label)).not.toContain('Venue');
    expect(home.items.map((i) => i.label)).toEqual(['Food', 'Drinks', 'Team decorations', 'Contingency']);
    const venue = splitBudget('sports', 600, 15, { setting: VENUE, hasProgram: false });
    expect(venue.items.find((i) => i.label === 'Venue')).toEqual({
      label: 'Venue',
      percent: 20,
      amount: 120,
    });
    expect(venue.perHead).toBe(40);
  });

  it('spends a company event’s entertainment on AV only when there is a program', () => {
    const labels = (hasProgram: boolean) =>
      splitBudget('company', 5000, 50, { setting: null, hasProgram }).items.map((i) => i.label);
    expect(labels(true)).toContain('AV & program');
    expect(labels(false)).not.toContain('AV & program');
  });

  it('gives shares without amounts or per-head while the budget is unknown', () => {
    const split = splitBudget('kids', null, 20, { setting: null, hasProgram: false });
    expect(split).toMatchObject({ total: null, perHead: null });
    expect(split.items.every((i) => i.amount === null)).toBe(true);
    expect(split.items.map((i) => i.label)).toContain('Favors');
  });
});

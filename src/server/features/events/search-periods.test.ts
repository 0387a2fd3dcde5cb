import { describe, expect, it } from 'vitest';
import { datePeriodOf, periodsOfWindow, readsByPeriodsOnly } from './search-windows.ts';

const DAY = 86_400_000;

describe('date periods of search windows', () => {
  it('counts 28-day periods of UTC days from 1970, as the search indexes do', () => {
    expect(datePeriodOf(0)).toBe(0);
    expect(datePeriodOf(28 * DAY - 1)).toBe(0);
    expect(datePeriodOf(28 * DAY)).toBe(1);
    // 2026-11-29 is UTC day 20,786: period 742.
    expect(datePeriodOf(Date.parse('2026-11-29T17:03:25Z'))).toBe(742);
  });

  it('gives the periods of a bounded window, and reads only a long one by them alone', () => {
    const from = 742 * 28 * DAY + DAY;
    const long = { from, to: from + 60 * DAY };
    expect(periodsOfWindow(long)).toEqual([742, 743, 744]);
    expect(readsByPeriodsOnly(long)).toBe(true);
    const short = { from, to: from + 2 * DAY };
    expect(periodsOfWindow(short)).toEqual([742]);
    expect(readsByPeriodsOnly(short)).toBe(false);
    expect(periodsOfWindow({ from: from + 26 * DAY, to: from + 28 * DAY })).toEqual([742, 743]);
    expect(periodsOfWindow({ from, to: null })).toBeNull();
    expect(readsByPeriodsOnly({ from, to: null })).toBe(false);
    expect(periodsOfWindow({ from: null, to: from })).toBeNull();
  });
});

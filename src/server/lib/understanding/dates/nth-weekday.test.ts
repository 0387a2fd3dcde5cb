import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { nthWeekdayOfMonth } from './nth-weekday.ts';

const NY = 'America/New_York';
// Saturday 2026-11-28, 12:00 in New York.
const NOVEMBER = new Date('2026-11-28T17:00:00Z');

function read(text: string) {
  const r = understand(text, { now: NOVEMBER, timeZone: NY });
  return { day: r.date && [r.date.from.toISOString(), r.date.to?.toISOString() ?? null], text: r.text };
}

const day = (iso: string, nextIso: string) => [`${iso}T05:00:00.000Z`, `${nextIso}T05:00:00.000Z`];

describe('the nth weekday of a month', () => {
  it('finds the day number, and none past the month end', () => {
    expect(nthWeekdayOfMonth(2027, 0, 6, 2)).toBe(9);
    expect(nthWeekdayOfMonth(2026, 10, 0, -1)).toBe(29);
    expect(nthWeekdayOfMonth(2027, 1, 5, 5)).toBeNull();
  });

  it('reads a named month this year, or next year once its day has passed', () => {
    expect(read('concerts the 2nd sat in january').day).toEqual(day('2027-01-09', '2027-01-10'));
    expect(read('2nd saturday of dec craft fair').day).toEqual(day('2026-12-12', '2026-12-13'));
    expect(read('the third thursday in nov').day).toEqual(day('2027-11-18', '2027-11-19'));
  });

  it('reads "the month" and "next month", and leaves the other words as text', () => {
    expect(read('last sunday of the month brunch')).toEqual({
      day: day('2026-11-29', '2026-11-30'),
      text: 'brunch',
    });
    expect(read('trivia on the first tuesday of next month')).toEqual({
      day: day('2026-12-01', '2026-12-02'),
      text: 'trivia',
    });
    expect(read('first friday of march art walk').text).toBe('art walk');
  });
});

describe('a weekday with a day of the month', () => {
  it('reads "saturday the 5th" as the next 5th that is a Saturday', () => {
    expect(read('no wait saturday the 5th').day).toEqual(day('2026-12-05', '2026-12-06'));
    expect(read('sat the 12th in austin').day).toEqual(day('2026-12-12', '2026-12-13'));
  });

  it('keeps the day of the month when the weekday does not fit it soon', () => {
    expect(read('sunday the 5th').day).toEqual(day('2026-12-05', '2026-12-06'));
  });
});

describe('the weekday after next', () => {
  it('reads it written out or short: a week after the next one', () => {
    // Saturday the 28th: the next Saturday is today, the one after it December 5.
    expect(read('the saturday after next brunch').day).toEqual(day('2026-12-05', '2026-12-06'));
    expect(read('sat after next team building day').day).toEqual(day('2026-12-05', '2026-12-06'));
    expect(read('thurs after next trivia').day).toEqual(day('2026-12-10', '2026-12-11'));
  });
});

describe('a weekday named by a holiday near it', () => {
  it('is the nearest such weekday before or after the holiday that has not passed', () => {
    // Thanksgiving 2026 (the 26th) has passed on the 28th: the next is November 25, 2027.
    expect(read('friendsgiving the wednesday before thanksgiving').day).toEqual(
      day('2027-11-24', '2027-11-25'),
    );
    expect(read('the friday after thanksgiving').day).toEqual(day('2027-11-26', '2027-11-27'));
    // Christmas 2026 is a Friday.
    expect(read('party the saturday before christmas').day).toEqual(day('2026-12-19', '2026-12-20'));
  });
});

describe('any weekday of a month', () => {
  it('is the month: "a saturday in april"', () => {
    expect(read('baby shower, thinking a saturday in april').day).toEqual([
      '2027-04-01T04:00:00.000Z',
      '2027-05-01T04:00:00.000Z',
    ]);
  });
});

describe('weeks from a weekday', () => {
  it('counts the weeks from the next such day', () => {
    // Saturday the 28th counts as the next Saturday.
    expect(read('gender reveal two weeks from saturday').day).toEqual(day('2026-12-12', '2026-12-13'));
    expect(read('1 week from friday potluck').day).toEqual(day('2026-12-11', '2026-12-12'));
  });
});

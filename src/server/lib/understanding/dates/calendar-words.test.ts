import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

const NY = 'America/New_York';
// Wednesday 2026-03-11 10:00 and Saturday 2027-01-30 10:00 in New York.
const MARCH = new Date('2026-03-11T14:00:00Z');
const JANUARY = new Date('2027-01-30T15:00:00Z');

function range(text: string, now = MARCH) {
  const date = understand(text, { now, timeZone: NY }).date;
  return date && [date.from.toISOString(), date.to?.toISOString() ?? null];
}

describe('seasons and days of the month', () => {
  it('reads "this summer" and "in the fall" as their months, this year', () => {
    expect(range('outdoor concerts this summer')).toEqual([
      '2026-06-01T04:00:00.000Z',
      '2026-09-01T04:00:00.000Z',
    ]);
    expect(range('apple picking in the fall')).toEqual([
      '2026-09-01T04:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ]);
  });

  it('runs a season already under way from now', () => {
    expect(range('sledding this winter', JANUARY)).toEqual([
      JANUARY.toISOString(),
      '2027-03-01T05:00:00.000Z',
    ]);
  });

  it('leaves a season that names the kind of event alone', () => {
    expect(range('winter festival in denver')).toBeNull();
    expect(range('fall festivals near me')).toBeNull();
  });

  it('reads "the 15th" as the next 15th and skips a month without the day', () => {
    expect(range('things to do on the 15th')).toEqual([
      '2026-03-15T04:00:00.000Z',
      '2026-03-16T04:00:00.000Z',
    ]);
    expect(range('concerts the 10th')).toEqual(['2026-04-10T04:00:00.000Z', '2026-04-11T04:00:00.000Z']);
    expect(range('brunch on the 29th', JANUARY)).toEqual([
      '2027-03-29T04:00:00.000Z',
      '2027-03-30T04:00:00.000Z',
    ]);
  });

  it('reads an ordinal that a noun follows as no date', () => {
    expect(range('the 25th anniversary party')).toBeNull();
    expect(range('the 2nd annual chili cookoff')).toBeNull();
  });

  it('reads "on the fourth" said alone as Independence Day', () => {
    expect(range('fireworks on the fourth')).toEqual([
      '2026-07-04T04:00:00.000Z',
      '2026-07-05T04:00:00.000Z',
    ]);
    expect(range('parade on the 4th')).toEqual(['2026-07-04T04:00:00.000Z', '2026-07-05T04:00:00.000Z']);
  });
});

describe('holidays of another nation or calendar', () => {
  it('reads no US date for them and keeps their words', () => {
    expect(range('mexican independence day festival')).toBeNull();
    expect(range('greek orthodox easter festival')).toBeNull();
    const reading = understand('mexican independence day festival', { now: MARCH, timeZone: NY });
    expect(reading.text).toContain('mexican independence');
  });

  it('still reads the US day said alone', () => {
    expect(range('independence day fireworks')).toEqual([
      '2026-07-04T04:00:00.000Z',
      '2026-07-05T04:00:00.000Z',
    ]);
  });
});

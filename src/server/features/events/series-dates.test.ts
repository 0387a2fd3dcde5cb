import { describe, expect, it } from 'vitest';
import { wallTimeOf } from '#shared/lib/recurrence.ts';
import { datesOfSeries } from './series-dates.ts';

const walls = (series: Parameters<typeof datesOfSeries>[0], from: string, until: string) =>
  datesOfSeries(series, new Date(from), new Date(until)).map((d) => wallTimeOf(d.start, series.timeZone));

describe('datesOfSeries', () => {
  it('keeps 7 PM at 7 PM in Los Angeles when daylight saving starts and ends', () => {
    const series = {
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA',
      startLocal: '2027-02-27T19:00',
      timeZone: 'America/Los_Angeles',
      cancelled: [],
    };
    const dates = datesOfSeries(series, new Date('2027-02-01T00:00:00Z'), new Date('2027-03-22T00:00:00Z'));
    expect(dates.map((d) => wallTimeOf(d.start, series.timeZone))).toEqual([
      '2027-02-27T19:00',
      '2027-03-06T19:00',
      '2027-03-13T19:00',
      '2027-03-20T19:00',
    ]);
    // PST (UTC-8) before March 14, 2027, PDT (UTC-7) after.
    expect(dates.map((d) => d.start.toISOString().slice(11, 16))).toEqual([
      '03:00',
      '03:00',
      '03:00',
      '02:00',
    ]);
  });

  it('reads UNTIL as a moment, skips cancelled dates and keeps to the window', () => {
    const series = {
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20261125T045900Z',
      startLocal: '2026-11-03T19:00',
      timeZone: 'America/Chicago',
      cancelled: ['2026-11-10T19:00'],
    };
    // UNTIL is 10:59 PM on Nov 24 in Chicago, so the 24th is the last date.
    expect(walls(series, '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual([
      '2026-11-03T19:00',
      '2026-11-17T19:00',
      '2026-11-24T19:00',
    ]);
    expect(walls(series, '2026-11-17T00:00:00Z', '2026-11-20T00:00:00Z')).toEqual(['2026-11-17T19:00']);
  });

  it('gives at most the series limit of dates', () => {
    const series = {
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU',
      startLocal: '2026-11-02T12:00',
      timeZone: 'America/New_York',
      cancelled: [],
    };
    expect(
      datesOfSeries(series, new Date('2026-11-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')),
    ).toHaveLength(200);
  });
});

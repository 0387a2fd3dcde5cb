import { describe, expect, it } from 'vitest';
import { buildTestEvent } from '#client/testing/fixtures.ts';
import { collapseSeries } from './collapse-series.ts';

const series = (id: number) => ({
  id,
  rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;COUNT=3',
  startLocal: '2026-11-07T19:00',
  timeZone: 'America/Chicago',
  cancelled: [],
  occurrenceStart: '2026-11-08T01:00:00.000Z',
  isException: false,
});

describe('collapseSeries', () => {
  it('shows each series once, at its soonest upcoming date, with its number of dates', () => {
    const now = new Date('2026-11-10T00:00:00Z');
    const events = [
      buildTestEvent({ id: 1, date: '2026-11-08T01:00:00.000Z', series: series(9) }),
      buildTestEvent({ id: 2, title: 'One-off' }),
      buildTestEvent({ id: 3, date: '2026-11-15T01:00:00.000Z', series: series(9) }),
      buildTestEvent({ id: 4, date: '2026-11-22T01:00:00.000Z', series: series(9) }),
    ];
    expect(collapseSeries(events, now).map((e) => [e.event.id, e.seriesDates])).toEqual([
      [3, 3],
      [2, 1],
    ]);
  });

  it('shows a series whose dates have all passed at its latest date', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    const events = [
      buildTestEvent({ id: 1, date: '2026-11-08T01:00:00.000Z', series: series(9) }),
      buildTestEvent({ id: 3, date: '2026-11-15T01:00:00.000Z', series: series(9) }),
    ];
    expect(collapseSeries(events, now)).toEqual([{ event: events[1], seriesDates: 2 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { describeWhen, formatEventDateLong, formatEventDateShort, getEventDateParts } from './event-date.ts';

describe('formatEventDateLong', () => {
  it("spells the date out in the event's own time zone with its abbreviation", () => {
    expect(formatEventDateLong({ date: '2026-11-29T03:00:00Z', timeZone: 'America/Los_Angeles' })).toBe(
      'Saturday, November 28, 2026 · 7:00 PM PST',
    );
    expect(formatEventDateLong({ date: '2026-11-29T03:00:00Z', timeZone: 'America/New_York' })).toBe(
      'Saturday, November 28, 2026 · 10:00 PM EST',
    );
  });

  it('uses daylight time in summer', () => {
    expect(formatEventDateLong({ date: '2026-07-04T23:00:00Z', timeZone: 'America/Chicago' })).toBe(
      'Saturday, July 4, 2026 · 6:00 PM CDT',
    );
  });

  it('falls back to Pacific time for a missing or unknown zone, and copes with a bad date', () => {
    expect(formatEventDateLong({ date: '2026-11-29T03:00:00Z', timeZone: 'Mars/Olympus' })).toContain(
      '7:00 PM PST',
    );
    expect(formatEventDateLong({ date: 'not a date', timeZone: 'America/New_York' })).toBe(
      'Date to be announced',
    );
    expect(getEventDateParts({ date: 'not a date', timeZone: null })).toBeNull();
  });
});

describe('formatEventDateShort', () => {
  it('is compact', () => {
    expect(formatEventDateShort({ date: '2026-11-29T03:00:00Z', timeZone: 'America/Denver' })).toBe(
      'Sat, Nov 28 · 8:00 PM MST',
    );
  });
});

describe('describeWhen', () => {
  const now = new Date('2026-11-22T18:00:00Z'); // 10 AM in Los Angeles
  const zone = 'America/Los_Angeles';
  it('counts calendar days in the event zone', () => {
    expect(describeWhen({ date: '2026-11-23T04:00:00Z', timeZone: zone }, now)).toBe('Today'); // 8 PM same day
    expect(describeWhen({ date: '2026-11-23T18:00:00Z', timeZone: zone }, now)).toBe('Tomorrow');
    expect(describeWhen({ date: '2026-11-29T03:00:00Z', timeZone: zone }, now)).toBe('In 6 days');
    expect(describeWhen({ date: '2026-12-20T03:00:00Z', timeZone: zone }, now)).toBe('In 4 weeks');
  });

  it('says when the event is over', () => {
    expect(describeWhen({ date: '2026-11-20T03:00:00Z', timeZone: zone }, now)).toBe('This event has passed');
    expect(describeWhen({ date: '2026-11-22T16:00:00Z', timeZone: zone }, now)).toBe('Started earlier today');
  });
});

describe('with the wall clock the server sent', () => {
  // 7 PM on Nov 28 in Los Angeles; the clock is what the server's mapper sends for it.
  const event = {
    date: '2026-11-29T03:00:00Z',
    timeZone: 'America/Los_Angeles',
    clock: { local: '2026-11-28T19:00', zone: 'PST', zoneName: 'Pacific Standard Time' },
  };

  it('writes the same text as the time zone database does', () => {
    expect(formatEventDateLong(event)).toBe(
      formatEventDateLong({ date: event.date, timeZone: event.timeZone }),
    );
    expect(formatEventDateShort(event)).toBe('Sat, Nov 28 · 7:00 PM PST');
    expect(getEventDateParts(event)).toEqual(
      getEventDateParts({ date: event.date, timeZone: event.timeZone }),
    );
  });

  it('counts days from the day at the event place, not the viewer', () => {
    expect(describeWhen(event, new Date('2026-11-28T07:59:00Z'))).toBe('Tomorrow'); // 11:59 PM on Nov 27 there
    expect(describeWhen(event, new Date('2026-11-28T08:01:00Z'))).toBe('Today');
    expect(describeWhen(event, new Date('2026-11-29T04:00:00Z'))).toBe('Started earlier today');
  });

  it('uses the clock, not the browser, when the two disagree', () => {
    const moved = { ...event, clock: { ...event.clock, local: '2026-11-30T09:05' } };
    expect(formatEventDateShort(moved)).toBe('Mon, Nov 30 · 9:05 AM PST');
  });
});

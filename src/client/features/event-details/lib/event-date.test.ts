import { describe, expect, it } from 'vitest';
import { describeWhen, formatEventDateLong, formatEventDateShort, getEventDateParts } from './event-date.ts';

describe('formatEventDateLong', () => {
  it("spells the date out in the event's own time zone with its abbreviation", () => {
    expect(formatEventDateLong('2026-11-29T03:00:00Z', 'America/Los_Angeles')).toBe(
      'Saturday, November 28, 2026 · 7:00 PM PST',
    );
    expect(formatEventDateLong('2026-11-29T03:00:00Z', 'America/New_York')).toBe(
      'Saturday, November 28, 2026 · 10:00 PM EST',
    );
  });

  it('uses daylight time in summer', () => {
    expect(formatEventDateLong('2026-07-04T23:00:00Z', 'America/Chicago')).toBe(
      'Saturday, July 4, 2026 · 6:00 PM CDT',
    );
  });

  it('falls back to Pacific time for a missing or unknown zone, and copes with a bad date', () => {
    expect(formatEventDateLong('2026-11-29T03:00:00Z', 'Mars/Olympus')).toContain('7:00 PM PST');
    expect(formatEventDateLong('not a date', 'America/New_York')).toBe('Date to be announced');
    expect(getEventDateParts('not a date', null)).toBeNull();
  });
});

describe('formatEventDateShort', () => {
  it('is compact', () => {
    expect(formatEventDateShort('2026-11-29T03:00:00Z', 'America/Denver')).toBe('Sat, Nov 28 · 8:00 PM MST');
  });
});

describe('describeWhen', () => {
  const now = new Date('2026-11-22T18:00:00Z'); // 10 AM in Los Angeles
  const zone = 'America/Los_Angeles';
  it('counts calendar days in the event zone', () => {
    expect(describeWhen('2026-11-23T04:00:00Z', zone, now)).toBe('Today'); // 8 PM same day
    expect(describeWhen('2026-11-23T18:00:00Z', zone, now)).toBe('Tomorrow');
    expect(describeWhen('2026-11-29T03:00:00Z', zone, now)).toBe('In 6 days');
    expect(describeWhen('2026-12-20T03:00:00Z', zone, now)).toBe('In 4 weeks');
  });

  it('says when the event is over', () => {
    expect(describeWhen('2026-11-20T03:00:00Z', zone, now)).toBe('This event has passed');
    expect(describeWhen('2026-11-22T16:00:00Z', zone, now)).toBe('Started earlier today');
  });
});

import { describe, expect, it } from 'vitest';
import { formatEventDay, toDateTimeLocal } from './event-dates.ts';

describe('toDateTimeLocal', () => {
  it("shows the stored instant as wall time at the event's place", () => {
    // 03:00 UTC on Dec 6 is 7 PM on Dec 5 in Los Angeles and 10 PM in New York.
    expect(toDateTimeLocal('2026-12-06T03:00:00.000Z', 'America/Los_Angeles')).toBe('2026-12-05T19:00');
    expect(toDateTimeLocal('2026-12-06T03:00:00.000Z', 'America/New_York')).toBe('2026-12-05T22:00');
  });

  it('follows daylight saving time', () => {
    expect(toDateTimeLocal('2026-07-04T02:00:00.000Z', 'America/Chicago')).toBe('2026-07-03T21:00');
  });

  it('is empty for an invalid date', () => {
    expect(toDateTimeLocal('nope', 'America/Chicago')).toBe('');
  });
});

describe('formatEventDay', () => {
  it("formats 'MMM d, yyyy' in the event's zone", () => {
    expect(formatEventDay('2026-12-06T03:00:00.000Z', 'America/Los_Angeles')).toBe('Dec 5, 2026');
  });

  it("says 'Date not set' for an invalid date", () => {
    expect(formatEventDay('', 'America/Chicago')).toBe('Date not set');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidTimeZone, resolveTimeZone, timeZoneName } from './time-zone.ts';

describe('time zones', () => {
  it('tells known zones from unknown ones, the same on every asking', () => {
    for (let i = 0; i < 3; i++) {
      expect(isValidTimeZone('America/Chicago')).toBe(true);
      expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    }
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('America/Los_Angeles');
  });

  it('keeps answering after many made-up zone names', () => {
    for (let i = 0; i < 1_200; i++) expect(isValidTimeZone(`Nowhere/Place_${i}`)).toBe(false);
    expect(isValidTimeZone('America/New_York')).toBe(true);
  });

  it('names a zone as it is on the given day, daylight saving included', () => {
    const winter = new Date('2026-01-15T20:00:00Z');
    const summer = new Date('2026-07-15T20:00:00Z');
    expect(timeZoneName('America/Los_Angeles', winter, 'short')).toBe('PST');
    expect(timeZoneName('America/Los_Angeles', summer, 'short')).toBe('PDT');
    expect(timeZoneName('America/Los_Angeles', winter, 'long')).toBe('Pacific Standard Time');
    expect(timeZoneName('America/Phoenix', summer, 'long')).toBe('Mountain Standard Time');
  });
});

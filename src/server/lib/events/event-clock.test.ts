import { describe, expect, it } from 'vitest';
import { parseWallClock, writeDay, writeShortDay, writeTime } from '#shared/lib/calendar/wall-clock.ts';
import { clockOf } from './event-clock.ts';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];

const intl = (zone: string, options: Intl.DateTimeFormatOptions, instant: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).format(instant).replace(/\s/g, ' ');

describe('clockOf and the wall-clock writers', () => {
  it('write what Intl writes, for instants across years, daylight-saving changes and midnights', () => {
    // A fixed pseudo-random walk over 2024-2031, plus the exact minutes around US clock changes.
    const instants = [
      new Date('2026-03-08T09:59:00Z'),
      new Date('2026-03-08T10:00:00Z'),
      new Date('2026-11-01T08:59:00Z'),
      new Date('2026-11-01T09:00:00Z'),
      new Date('2026-12-31T23:59:00Z'),
    ];
    let seed = 7;
    for (let i = 0; i < 400; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      instants.push(new Date(Date.UTC(2024, 0, 1) + (seed % (8 * 365 * 1440)) * 60_000));
    }
    for (const zone of ZONES) {
      for (const instant of instants) {
        const clock = clockOf(instant, zone);
        const wall = parseWallClock(clock.local)!;
        expect(writeDay(wall, 'short')).toBe(
          intl(zone, { month: 'short', day: 'numeric', year: 'numeric' }, instant),
        );
        expect(writeDay(wall, 'long')).toBe(
          intl(zone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, instant),
        );
        expect(writeShortDay(wall)).toBe(
          intl(zone, { weekday: 'short', month: 'short', day: 'numeric' }, instant),
        );
        expect(writeTime(wall)).toBe(intl(zone, { hour: 'numeric', minute: '2-digit' }, instant));
      }
    }
  });

  it("names the zone as it is at the event's start", () => {
    expect(clockOf(new Date('2026-07-04T23:00:00Z'), 'America/Chicago')).toEqual({
      local: '2026-07-04T18:00',
      zone: 'CDT',
      zoneName: 'Central Daylight Time',
    });
    expect(clockOf(new Date('2026-11-29T03:00:00Z'), 'Mars/Olympus')).toEqual({
      local: '2026-11-28T19:00',
      zone: 'PST',
      zoneName: 'Pacific Standard Time',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { groupThousands, parseWallClock } from './wall-clock.ts';

describe('parseWallClock', () => {
  it('reads only a whole wall time', () => {
    expect(parseWallClock('2026-11-28T00:05')).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 0,
      minute: 5,
    });
    for (const text of [undefined, null, '', '2026-11-28', '2026-13-01T10:00', '2026-11-28T24:00', 'soon']) {
      expect(parseWallClock(text)).toBeNull();
    }
  });
});

describe('groupThousands', () => {
  it('writes counts as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, 123_456_789, -4321, 1234.5]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
});

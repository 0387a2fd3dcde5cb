import { describe, expect, it } from 'vitest';
import { type DateWindow, sideWindows } from './search-windows.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-22T15:00:00Z');

/** Walks a side's windows, answering each with the matches a density (per day) puts in it. */
function walk(windows: Generator<DateWindow, void, number>, perDay: number, wanted: number): DateWindow[] {
  const seen: DateWindow[] = [];
  let found = 0;
  let next = windows.next(0);
  while (!next.done && found < wanted) {
    seen.push(next.value);
    const { from, to } = next.value;
    const days = from === null || to === null ? 1000 : (to - from) / DAY;
    const n = Math.round(days * perDay);
    found += n;
    next = windows.next(n);
  }
  return seen;
}

describe('sideWindows', () => {
  it('reads two days, then as far as the density found says the wanted matches lie, a quarter wider', () => {
    const seen = walk(sideWindows(NOW, 'upcoming', {}, 1001), 16, 1001);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ from: NOW, to: NOW + 2 * DAY });
    // 969 more after 32 in two days (33 counted) is 58.7 days; read 1.25 times that.
    expect((seen[1]!.to! - seen[1]!.from!) / DAY).toBeCloseTo(((969 * 2) / 33) * 1.25, 5);
    expect(seen[1]!.from).toBe(NOW + 2 * DAY);
  });

  it('reads the rest of a sparse side at once after its first two days', () => {
    const seen = walk(sideWindows(NOW, 'upcoming', {}, 1001), 1, 1001);
    expect(seen).toEqual([
      { from: NOW, to: NOW + 2 * DAY },
      { from: NOW + 2 * DAY, to: null },
    ]);
  });

  it('goes back from now for past events, and the whole side at once when asked', () => {
    const [first] = walk(sideWindows(NOW, 'past', {}, 1001), 100, 1001);
    expect(first).toEqual({ from: NOW - 2 * DAY, to: NOW });
    expect(walk(sideWindows(NOW, 'past', {}, 1001, null), 0, 1001)).toEqual([{ from: null, to: NOW }]);
  });

  it('keeps within the search’s own dates and gives no window for a side they leave empty', () => {
    const from = new Date(NOW + 10 * DAY);
    const to = new Date(NOW + 10.5 * DAY);
    expect(walk(sideWindows(NOW, 'upcoming', { from, to }, 1001), 1, 1001)).toEqual([
      { from: from.getTime(), to: to.getTime() },
    ]);
    expect(walk(sideWindows(NOW, 'past', { from, to }, 1001), 1, 1001)).toEqual([]);
    const since = new Date(NOW - DAY / 2);
    expect(walk(sideWindows(NOW, 'past', { from: since }, 1001), 1, 1001)).toEqual([
      { from: since.getTime(), to: NOW },
    ]);
  });
});

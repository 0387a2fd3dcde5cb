/*
 * The date windows a search side reads, nearest to now first. A window's date range is ANDed with
 * the text indexes' bitmap, so the table is read only for the matches inside it: the thousand
 * soonest matches of a common word cost about a thousand rows, not one row per match. Each window
 * costs the text index scans again, so there are few: the first is two days, then the density found so
 * far (one match more than found, so an empty day predicts a sparse word, not an endless one) says
 * how far the side must reach for the matches still wanted, read a quarter wider so one more window
 * is rarely needed. A window reaching a year from its start is the last one and open-ended; one
 * reaching the search's own date bound ends there.
 */

import { DATE_PERIOD_DAYS } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The first window of a side. */
export const FIRST_WINDOW_MS = 2 * DAY_MS;
/** The shortest window after the first. */
const SHORTEST_WINDOW_MS = HOUR_MS;
/** From this far from its start a side reads the rest of its dates at once. */
const OPEN_AFTER_MS = 366 * DAY_MS;
/** The predicted span is read this much wider. */
const MARGIN = 1.25;

/**
 * From this span on, a window is read by its date periods alone (`eventDatePeriod`, the search
 * indexes' second key) rather than by ANDing the text matches with a date-range bitmap: the range's
 * bitmap costs about half a microsecond per event in it (17 ms for four weeks at a million events),
 * a period's index scans a few milliseconds whatever the number of events.
 */
const PERIODS_ONLY_FROM_MS = (DATE_PERIOD_DAYS / 2) * DAY_MS;

/** The date period (as the search indexes count them) of an instant in ms. */
export function datePeriodOf(ms: number): number {
  return Math.trunc(Math.floor(ms / DAY_MS) / DATE_PERIOD_DAYS);
}

/** The date periods a bounded window spans (null for an open one). */
export function periodsOfWindow({ from, to }: DateWindow): number[] | null {
  if (from === null || to === null || to <= from) return null;
  const first = datePeriodOf(from);
  const last = datePeriodOf(to - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Whether a window is long enough to be read by its periods alone, without the date index. */
export const readsByPeriodsOnly = ({ from, to }: DateWindow) =>
  from !== null && to !== null && to - from >= PERIODS_ONLY_FROM_MS;

/** The date range a search's own filters keep (from inclusive, to exclusive). */
export type DateBounds = { from?: Date | null; to?: Date | null };

/** A window of event starts in ms: from inclusive, to exclusive; null is open. */
export type DateWindow = { from: number | null; to: number | null };

/** How wide the next window is, given the span read so far, the matches found in it and those still wanted. */
export function nextWindowSpan(read: number, found: number, remaining: number): number {
  const predicted = ((remaining * read) / (found + 1)) * MARGIN;
  return Math.max(predicted, SHORTEST_WINDOW_MS);
}

/**
 * The windows of one side, `now` (ms) outwards: upcoming ones start at now (or the search's `from`
 * when later) and go forward, past ones end at now (or its `to` when earlier) and go back. The
 * caller sends the number of matches each window held through `next(n)` and stops once it has
 * `wanted`; no window is given when the bounds leave the side empty. `firstSpan` null reads the
 * whole side in one window.
 */
export function* sideWindows(
  now: number,
  side: 'upcoming' | 'past',
  bounds: DateBounds,
  wanted: number,
  firstSpan: number | null = FIRST_WINDOW_MS,
): Generator<DateWindow, void, number> {
  const from = bounds.from?.getTime() ?? null;
  const to = bounds.to?.getTime() ?? null;
  const forward = side === 'upcoming';
  const start = forward ? Math.max(now, from ?? now) : Math.min(now, to ?? now);
  // How far from the start the side's own bound lies (null: no bound).
  const reach = forward ? (to === null ? null : to - start) : from === null ? null : start - from;
  if (reach !== null && reach <= 0) return;
  const at = (distance: number) => (forward ? start + distance : start - distance);
  const windowOf = (near: number, far: number | null): DateWindow =>
    forward
      ? { from: at(near), to: far === null ? null : at(far) }
      : { from: far === null ? null : at(far), to: at(near) };
  let read = 0;
  let found = 0;
  let span = firstSpan ?? OPEN_AFTER_MS;
  for (;;) {
    const far = read + span;
    if (reach !== null && far >= reach) {
      yield windowOf(read, reach);
      return;
    }
    if (far >= OPEN_AFTER_MS) {
      yield windowOf(read, null);
      return;
    }
    found += yield windowOf(read, far);
    read = far;
    span = nextWindowSpan(read, found, wanted - found);
  }
}

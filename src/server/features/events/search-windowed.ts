import { and, asc, desc, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { eventDatePeriod, events } from '../../db/schema.ts';
import type { Circle } from '../../lib/geo/geo-sql.ts';
import type { TextArms } from './events-sql.ts';
import type { DatedMatch } from './search-gathered.ts';
import {
  type DateBounds,
  type DateWindow,
  periodsOfWindow,
  readsByPeriodsOnly,
  sideWindows,
} from './search-windows.ts';
import { type WordKeys, wordKeysInPeriodsSql, wordKeysTsquerySql } from './search-word-keys.ts';

/*
 * One side of a search without a place (upcoming or past), read window by window away from now: the
 * windows (search-windows.ts), and the queries that read a window's matches with their ranks.
 */

/** A side's match in date order, with its match rank when it was read with it. */
export type Candidate = DatedMatch & { rank?: number };

/**
 * What a search asks: its filters (all of them; and apart, those but the text, and the text's ways
 * to match), the date range among them, its rank and whether a place bounds it.
 */
export type RankedSearch = {
  conditions: SQL[];
  base: SQL[];
  arms: TextArms;
  bounds: DateBounds;
  rank: SQL<number>;
  /** The circle a place bounds the matches to. */
  near?: Circle;
  /** The text's word keys when it is plain words (search-word-keys.ts): matches are read by them first. */
  keys: WordKeys | null;
};

/**
 * Up to `wanted` matches of a side in its date order (soonest upcoming, latest past) with their
 * ranks, read window by window away from now (search-windows.ts). Each window's date range is
 * ANDed with the text indexes' bitmap, so the table is read only for the matches inside it: the
 * thousand soonest matches of a word ten thousand events say cost about a thousand rows, not one
 * row per match to learn its date.
 */
export async function windowedSide(
  db: DbExecutor,
  search: RankedSearch,
  now: Date,
  side: 'upcoming' | 'past',
  wanted: number,
  firstSpan: number | null,
  keys: WordKeys | null,
): Promise<Candidate[]> {
  const found: Candidate[] = [];
  const order =
    side === 'upcoming' ? [asc(events.date), asc(events.id)] : [desc(events.date), desc(events.id)];
  const windows = sideWindows(now.getTime(), side, search.bounds, wanted, firstSpan);
  let next = windows.next(0);
  while (!next.done && found.length < wanted) {
    const periods = periodsOfWindow(next.value);
    const { categories, words } = search.arms;
    let rows: Candidate[];
    if (keys) {
      // The words' keys of the window's periods (or, for a window with no end, the full-text index).
      const byWords = periods ? wordKeysInPeriodsSql(keys, periods) : wordKeysTsquerySql(keys);
      const text = categories ? or(and(categories, ...withinSql(next.value)), byWords) : byWords;
      rows =
        periods && (categories || readsByPeriodsOnly(next.value))
          ? await readByPeriods(db, search, next.value, and(...search.base, text), side)
          : await readByDateRange(db, search, [...search.base, text as SQL], next.value, order);
    } else if (periods && categories) {
      // Words that name a category: its events through the category's date index, the words'
      // matches through the search indexes' period key; on the date index alone the planner
      // rechecked the text on every event of the window (28 ms for two days at a million events).
      const arms = or(and(categories, ...withinSql(next.value)), and(words, inPeriodsSql(periods)));
      rows = await readByPeriods(db, search, next.value, and(...search.base, arms), side);
    } else if (periods && readsByPeriodsOnly(next.value)) {
      rows = await readByPeriods(
        db,
        search,
        next.value,
        and(...search.conditions, inPeriodsSql(periods)),
        side,
      );
    } else rows = await readByDateRange(db, search, search.conditions, next.value, order);
    for (const row of rows.slice(0, wanted - found.length)) found.push(row);
    next = windows.next(rows.length);
  }
  return found;
}

/**
 * A window's matches through the date index: its range ANDed with the text indexes' bitmap. (Its
 * periods are not added: the planner then reads every event of a period from the period key alone
 * and ANDs that with the range, rechecking the text on each row.)
 */
async function readByDateRange(
  db: DbExecutor,
  search: RankedSearch,
  conditions: SQL[],
  { from, to }: DateWindow,
  order: SQL[],
): Promise<Candidate[]> {
  const rows = await db
    .select({ id: events.id, date: events.date, rank: sql<number>`${search.rank}`.mapWith(Number) })
    .from(events)
    .where(and(...conditions, ...withinSql({ from, to })))
    .orderBy(...order);
  return rows.map((row) => ({ id: row.id, date: row.date.getTime(), rank: row.rank }));
}

/** The event starts within the window. */
const withinSql = ({ from, to }: DateWindow): SQL[] => [
  ...(from === null ? [] : [gte(events.date, new Date(from))]),
  ...(to === null ? [] : [lt(events.date, new Date(to))]),
];

/** The event starts in one of these date periods (whole numbers computed here, written as they are). */
const inPeriodsSql = (periods: number[]) =>
  sql`${eventDatePeriod(events)} in (${sql.raw(periods.map((p) => Math.trunc(p)).join(', '))})`;

/**
 * A window's matches through the search indexes' date-period key (`where` bounds the text by the
 * periods the window spans): they come from the indexes alone, and the window's exact range is
 * applied to them outside the subquery (OFFSET 0 keeps it there, so the planner cannot AND the
 * range's date bitmap back in).
 */
async function readByPeriods(
  db: DbExecutor,
  search: RankedSearch,
  window: DateWindow,
  where: SQL | undefined,
  side: 'upcoming' | 'past',
): Promise<Candidate[]> {
  const direction = side === 'upcoming' ? sql`asc` : sql`desc`;
  const rows = await queryRows<{ id: number; ms: number; rank: number }>(
    db,
    sql`select id, ms, rank from (
      select ${events.id} as id, ${events.date} as date, extract(epoch from ${events.date}) * 1000 as ms,
        ${search.rank} as rank
      from ${events} where ${where} offset 0
    ) as matches
    where date >= ${new Date(window.from ?? 0).toISOString()}::timestamptz
      and date < ${new Date(window.to ?? 0).toISOString()}::timestamptz
    order by date ${direction}, id ${direction}`,
  );
  return rows.map((row) => ({ id: Number(row.id), date: Number(row.ms), rank: Number(row.rank) }));
}

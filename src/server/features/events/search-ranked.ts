import { and, asc, desc, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { eventDatePeriod, events } from '../../db/schema.ts';
import type { EventCounts, PageRequest, TextArms } from './events-sql.ts';
import { type DatedMatch, gatherSides } from './search-gathered.ts';
import {
  type DateBounds,
  type DateWindow,
  FIRST_WINDOW_MS,
  periodsOfWindow,
  readsByPeriodsOnly,
  sideWindows,
} from './search-windows.ts';

/*
 * The page of a free-text search, bounded: each side (upcoming, then past) takes its matches in date
 * order, the soonest (latest past) first, and only up to the count cap, as lists do. The first
 * RANKED_MATCHES of a side are put best match first; any further ones of the page follow in date
 * order. So a word said by ten thousand events ranks a thousand narrow rows instead of every
 * match, and "1,000+" stands for the count; a search with fewer matches than that ranks them all.
 */

/** How many matches of a side are ranked (best match first); later ones keep date order. */
export const RANKED_MATCHES = 1000;

/** Memory for a window's bitmaps: enough to keep a million-row table's pages exact. */
const WINDOW_WORK_MEM = '16MB';

/** A side's match in date order, with its match rank when it was read with it. */
type Candidate = DatedMatch & { rank?: number };

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
  hasPlace: boolean;
};

export type RankedIds = {
  /** Each side counted up to `cap` + 1 (more than `cap` when it reached that); past not counted then. */
  counts: EventCounts;
  ids: number[];
  /** When the soonest upcoming match starts (ms), or null when none is upcoming. */
  soonestUpcoming: number | null;
};

/**
 * The page's event ids, upcoming matches before past ones. `cap` is how far each side is counted
 * (at least the end of the page, so a side counted past it always holds the whole page). Without a
 * place, each side is read in date windows away from now (a word can match tens of thousands of
 * events); a place bounds the matches to one circle's events, which are gathered at once.
 */
export async function findRankedIds(
  db: DbExecutor,
  search: RankedSearch,
  now: Date,
  page: PageRequest,
  cap: number,
): Promise<RankedIds> {
  let upcoming: Candidate[];
  let past: Candidate[];
  if (search.hasPlace) {
    ({ upcoming, past } = await gatherSides(db, search.conditions, now, cap));
  } else {
    // A window's date bitmap covers up to a few hundred thousand rows spread over most table pages;
    // at the default 4 MB it turns lossy and the heap scan rereads every text match's page. Set for
    // the caller's transaction only.
    await db.execute(sql`select set_config('work_mem', ${WINDOW_WORK_MEM}, true)`);
    upcoming = await windowedSide(db, search, now, 'upcoming', cap + 1, FIRST_WINDOW_MS);
    // Fewer upcoming matches than the cap: the words are rare enough to read their past side at once.
    past = upcoming.length > cap ? [] : await windowedSide(db, search, now, 'past', cap + 1, null);
  }
  // Past the cap the total reads "1,000+" and the page lies within the upcoming matches.
  if (upcoming.length > cap) past = [];
  const counts = { total: upcoming.length + past.length, upcoming: upcoming.length };
  const ids: number[] = [];
  const end = page.offset + page.limit;
  if (page.offset < upcoming.length) {
    ids.push(...(await sideSlice(db, upcoming, search.rank, page.offset, end)));
  }
  if (end > upcoming.length && past.length > 0) {
    const from = Math.max(0, page.offset - upcoming.length);
    ids.push(...(await sideSlice(db, past, search.rank, from, end - upcoming.length)));
  }
  return { counts, ids, soonestUpcoming: upcoming[0]?.date ?? null };
}

/**
 * Up to `wanted` matches of a side in its date order (soonest upcoming, latest past) with their
 * ranks, read window by window away from now (search-windows.ts). Each window's date range is
 * ANDed with the text indexes' bitmap, so the table is read only for the matches inside it: the
 * thousand soonest matches of a word ten thousand events say cost about a thousand rows, not one
 * row per match to learn its date.
 */
async function windowedSide(
  db: DbExecutor,
  search: RankedSearch,
  now: Date,
  side: 'upcoming' | 'past',
  wanted: number,
  firstSpan: number | null,
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
    if (periods && categories) {
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
    } else rows = await readByDateRange(db, search, next.value, order);
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
  { from, to }: DateWindow,
  order: SQL[],
): Promise<Candidate[]> {
  const rows = await db
    .select({ id: events.id, date: events.date, rank: sql<number>`${search.rank}`.mapWith(Number) })
    .from(events)
    .where(and(...search.conditions, ...withinSql({ from, to })))
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

/**
 * Positions [from, to) of a side: its first RANKED_MATCHES candidates best match first (equal
 * ranks keep the side's date order: soonest, or latest for past events), the rest in date order.
 */
async function sideSlice(
  db: DbExecutor,
  candidates: Candidate[],
  rank: SQL<number>,
  from: number,
  to: number,
): Promise<number[]> {
  const head = candidates.slice(0, RANKED_MATCHES);
  const tail = candidates.slice(RANKED_MATCHES).map((c) => c.id);
  // A page past the ranked ones needs no ranks, only their number.
  if (from >= head.length) return [...head.map((c) => c.id), ...tail].slice(from, to);
  const rankOf = head.every((c) => c.rank !== undefined)
    ? new Map(head.map((c) => [c.id, c.rank ?? 0]))
    : await readRanks(db, head, rank);
  const ranked = head
    .map((c, position) => ({ id: c.id, rank: rankOf.get(c.id) ?? 0, position }))
    .sort((a, b) => b.rank - a.rank || a.position - b.position)
    .map((c) => c.id);
  return [...ranked, ...tail].slice(from, to);
}

/** The candidates' ranks, read by primary key (a thousand at most). */
async function readRanks(db: DbExecutor, head: Candidate[], rank: SQL<number>): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: events.id, rank: sql<number>`${rank}`.mapWith(Number) })
    .from(events)
    .where(
      inArray(
        events.id,
        head.map((c) => c.id),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.rank]));
}

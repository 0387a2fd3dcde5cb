import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import type { EventCounts, PageRequest } from './events-sql.ts';
import { gatherSides } from './search-gathered.ts';
import { type Candidate, type RankedSearch, windowedSide } from './search-windowed.ts';
import { FIRST_WINDOW_MS } from './search-windows.ts';
import { cellsOfCircle, type WordKeys, wordKeysInCellsSql } from './search-word-keys.ts';

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

type Sides = { upcoming: Candidate[]; past: Candidate[] };

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
  // For the caller's transaction only. A window's date bitmap covers up to a few hundred thousand
  // rows spread over most table pages; at the default 4 MB it turns lossy and the heap scan rereads
  // every text match's page. And a window or a place reads a few hundred to a few thousand rows:
  // parallel workers cost more to start (5-7 ms at a million events, for a 1 ms scan) than they save.
  await db.execute(
    sql`select set_config('work_mem', ${search.near ? sql`current_setting('work_mem')` : WINDOW_WORK_MEM}, true),
      set_config('max_parallel_workers_per_gather', '0', true)`,
  );
  // Words first; a search whose words match nothing is read again with the full-text and substring
  // arms, so a part of a word ("ctory pa") still finds what says it.
  const byWords = search.keys ? await findSides(db, search, now, cap, search.keys) : null;
  let { upcoming, past } =
    byWords && byWords.upcoming.length + byWords.past.length > 0
      ? byWords
      : await findSides(db, search, now, cap, null);
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
 * Each side's matches up to cap + 1, through the word keys when given, else the text arms. Without a
 * place, each side is read in date windows away from now (a word can match tens of thousands of
 * events); a place bounds the matches to one circle's events, which are gathered at once.
 */
async function findSides(
  db: DbExecutor,
  search: RankedSearch,
  now: Date,
  cap: number,
  keys: WordKeys | null,
): Promise<Sides> {
  if (search.near) {
    const cells = keys && cellsOfCircle(search.near);
    if (!keys || !cells) return gatherSides(db, { conditions: search.conditions }, now, cap);
    const words = wordKeysInCellsSql(keys, cells);
    const { categories } = search.arms;
    // With a category the words name, both arms go to the planner together; otherwise the words'
    // cells are read alone and the circle and other filters checked on what they found.
    return gatherSides(
      db,
      categories
        ? { conditions: [...search.base, or(categories, words) as SQL] }
        : { conditions: search.base, fenced: words },
      now,
      cap,
    );
  }
  const upcoming = await windowedSide(db, search, now, 'upcoming', cap + 1, FIRST_WINDOW_MS, keys);
  // Fewer upcoming matches than the cap: the words are rare enough to read their past side at once.
  const past = upcoming.length > cap ? [] : await windowedSide(db, search, now, 'past', cap + 1, null, keys);
  return { upcoming, past };
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

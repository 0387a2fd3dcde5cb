import { and, asc, desc, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import type { EventCounts, PageRequest } from './events-sql.ts';

/*
 * The page of a free-text search, bounded: each side (upcoming, then past) takes its matches in date
 * order, the soonest (latest past) first, and only up to the count cap, as lists do. The first
 * RANKED_MATCHES of a side are put best match first; any further ones of the page follow in date
 * order. So a word said by ten thousand events ranks a thousand narrow rows instead of every
 * match, and "1,000+" stands for the count; a search with fewer matches than that ranks them all.
 */

/** How many matches of a side are ranked (best match first); later ones keep date order. */
export const RANKED_MATCHES = 1000;

/** A side's matches in date order, as the index and a top-N sort give them: only id and date. */
type Candidate = { id: number; date: Date };

export type RankedIds = {
  /** Each side counted up to `cap` + 1 (more than `cap` when it reached that); past not counted then. */
  counts: EventCounts;
  ids: number[];
  /** When the soonest upcoming match starts (ms), or null when none is upcoming. */
  soonestUpcoming: number | null;
};

type Side = { when: SQL; order: SQL[] };

/**
 * The page's event ids, upcoming matches before past ones. `conditions` are the search's filters,
 * `rank` its match rank (a column expression over events), `cap` how far each side is counted
 * (at least the end of the page, so a side counted past it always holds the whole page).
 */
export async function findRankedIds(
  db: DbExecutor,
  conditions: SQL[],
  rank: SQL<number>,
  now: Date,
  page: PageRequest,
  cap: number,
): Promise<RankedIds> {
  const upcomingSide: Side = {
    when: gte(events.date, now),
    order: [asc(events.date), asc(events.id)],
  };
  const pastSide: Side = {
    when: lt(events.date, now),
    order: [desc(events.date), desc(events.id)],
  };
  const upcoming = await candidatesOf(db, conditions, upcomingSide, cap);
  const soonestUpcoming = upcoming[0]?.date.getTime() ?? null;
  // Past the cap the total reads "1,000+" and the page lies within the upcoming matches.
  const past = upcoming.length > cap ? null : await candidatesOf(db, conditions, pastSide, cap);
  const counts = { total: upcoming.length + (past?.length ?? 0), upcoming: upcoming.length };
  const ids: number[] = [];
  const end = page.offset + page.limit;
  if (page.offset < upcoming.length) {
    ids.push(...(await sideSlice(db, upcoming, rank, page.offset, end)));
  }
  if (past && end > upcoming.length) {
    const from = Math.max(0, page.offset - upcoming.length);
    ids.push(...(await sideSlice(db, past, rank, from, end - upcoming.length)));
  }
  return { counts, ids, soonestUpcoming };
}

/** Up to cap + 1 matches of one side in its date order: id and date only, no ranking yet. */
async function candidatesOf(
  db: DbExecutor,
  conditions: SQL[],
  side: Side,
  cap: number,
): Promise<Candidate[]> {
  return db
    .select({ id: events.id, date: events.date })
    .from(events)
    .where(and(...conditions, side.when))
    .orderBy(...side.order)
    .limit(cap + 1);
}

/**
 * Positions [from, to) of a side: its first RANKED_MATCHES candidates best match first (then
 * soonest, or latest for past events), the rest in date order.
 */
async function sideSlice(
  db: DbExecutor,
  candidates: Candidate[],
  rank: SQL<number>,
  from: number,
  to: number,
): Promise<number[]> {
  const head = candidates.slice(0, RANKED_MATCHES);
  const ranked = from < head.length ? await rankIds(db, head, rank) : [];
  const tail = candidates.slice(RANKED_MATCHES).map((c) => c.id);
  return [...ranked, ...tail].slice(from, to);
}

/** The candidates' ids best match first: ranks read by primary key, sorted here (a thousand at most). */
async function rankIds(db: DbExecutor, head: Candidate[], rank: SQL<number>): Promise<number[]> {
  const rows = await db
    .select({ id: events.id, rank: sql<number>`${rank}`.mapWith(Number) })
    .from(events)
    .where(
      inArray(
        events.id,
        head.map((c) => c.id),
      ),
    );
  const rankOf = new Map(rows.map((r) => [r.id, r.rank]));
  const position = new Map(head.map((c, i) => [c.id, i]));
  // Equal ranks keep the side's date order (soonest upcoming, latest past).
  return head
    .map((c) => c.id)
    .sort((a, b) => (rankOf.get(b) ?? 0) - (rankOf.get(a) ?? 0) || position.get(a)! - position.get(b)!);
}

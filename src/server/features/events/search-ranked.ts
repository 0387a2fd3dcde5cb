import { and, asc, desc, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';
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

/** A side's matches in date order: only id and start (ms). */
type Candidate = { id: number; date: number };

export type RankedIds = {
  /** Each side counted up to `cap` + 1 (more than `cap` when it reached that); past not counted then. */
  counts: EventCounts;
  ids: number[];
  /** When the soonest upcoming match starts (ms), or null when none is upcoming. */
  soonestUpcoming: number | null;
};

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
  const { upcoming, past: pastAll } = await candidatesOf(db, conditions, now, cap);
  const soonestUpcoming = upcoming[0]?.date ?? null;
  // Past the cap the total reads "1,000+" and the page lies within the upcoming matches.
  const past = upcoming.length > cap ? [] : pastAll;
  const counts = { total: upcoming.length + past.length, upcoming: upcoming.length };
  const ids: number[] = [];
  const end = page.offset + page.limit;
  if (page.offset < upcoming.length) {
    ids.push(...(await sideSlice(db, upcoming, rank, page.offset, end)));
  }
  if (end > upcoming.length && past.length > 0) {
    const from = Math.max(0, page.offset - upcoming.length);
    ids.push(...(await sideSlice(db, past, rank, from, end - upcoming.length)));
  }
  return { counts, ids, soonestUpcoming };
}

/**
 * How many matches are gathered through the text and place indexes before sorting them by date.
 * Past it the words are common enough that walking the date index and checking each row finds the
 * soonest ones sooner: at a million events, gathering 30,000 matches costs about what walking to
 * the thousandth match of words one event in thirty says does.
 */
const GATHERED_MATCHES = 30_000;

type Sides = { upcoming: Candidate[]; past: Candidate[] };

/**
 * Up to cap + 1 matches of each side in its date order (soonest upcoming, latest past): id and date
 * only, no ranking yet; past matches are not read once the upcoming ones pass the cap. The matches
 * are gathered first, with a LIMIT in a subquery and without the side's date condition, so the
 * planner stays on the text and place indexes (walking the date index for a word ten thousand
 * events say read 90,000 table pages, and a bitmap of every upcoming event cost more than the
 * matches). Words too common for that walk the date index instead.
 */
async function candidatesOf(db: DbExecutor, conditions: SQL[], now: Date, cap: number): Promise<Sides> {
  const where = and(...conditions);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: number; ms: number; is_past: boolean; gathered: number }>(
    db,
    sql`with gathered as (
      select ${events.id} as id, ${events.date} as date from ${events} where ${where} limit ${GATHERED_MATCHES + 1}
    ), counted as (select count(*)::int as n from gathered),
    upcoming as (select id, date from gathered where date >= ${at}
      order by date asc, id asc limit ${cap + 1})
    (select id, extract(epoch from date) * 1000 as ms, false as is_past, (select n from counted) as gathered
      from upcoming order by date asc, id asc)
    union all
    (select id, extract(epoch from date) * 1000 as ms, true as is_past, (select n from counted) as gathered
      from gathered where date < ${at} and (select count(*) from upcoming) <= ${cap}
      order by date desc, id desc limit ${cap + 1})`,
  );
  if ((rows[0]?.gathered ?? 0) > GATHERED_MATCHES) {
    const walk = (when: SQL, order: SQL[]) =>
      db
        .select({ id: events.id, date: events.date })
        .from(events)
        .where(and(...conditions, when))
        .orderBy(...order)
        .limit(cap + 1);
    const upcoming = await walk(gte(events.date, now), [asc(events.date), asc(events.id)]);
    const past =
      upcoming.length > cap ? [] : await walk(lt(events.date, now), [desc(events.date), desc(events.id)]);
    const toCandidate = (r: { id: number; date: Date }) => ({ id: r.id, date: r.date.getTime() });
    return { upcoming: upcoming.map(toCandidate), past: past.map(toCandidate) };
  }
  const toCandidate = (r: { id: number; ms: number }) => ({ id: Number(r.id), date: Number(r.ms) });
  return {
    upcoming: rows.filter((r) => !r.is_past).map(toCandidate),
    past: rows.filter((r) => r.is_past).map(toCandidate),
  };
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
  // A page past the ranked ones needs no ranks, only their number.
  const ranked = from < head.length ? await rankIds(db, head, rank) : head.map((c) => c.id);
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

import { and, asc, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

/** A side's match in date order: its id and start (ms). */
export type DatedMatch = { id: number; date: number };

/** What the matches meet: every condition, and optionally one read first on its own (`fenced`). */
export type GatherFilter = { conditions: SQL[]; fenced?: SQL };

/**
 * How many matches are gathered through the text and place indexes before sorting them by date.
 * Past it the words are common enough that walking the date index and checking each row finds the
 * soonest ones sooner: at a million events, gathering 30,000 matches costs about what walking to
 * the thousandth match of words one event in thirty says does.
 */
const GATHERED_MATCHES = 30_000;

/**
 * Up to cap + 1 matches of each side in its date order (soonest upcoming, latest past): id and date
 * only, no ranking yet; past matches are not read once the upcoming ones pass the cap. Used when a
 * place bounds the matches (the events of one circle), so reading each match's row once, in one
 * query, costs less than repeating the text index scans window by window. The matches are gathered
 * first, with a LIMIT in a subquery and without the side's date condition, so the planner stays on
 * the text and place indexes (walking the date index for a word ten thousand events say read 90,000
 * table pages, and a bitmap of every upcoming event cost more than the matches). Words too common
 * for that walk the date index instead.
 */
export async function gatherSides(
  db: DbExecutor,
  { conditions, fenced }: GatherFilter,
  now: Date,
  cap: number,
): Promise<{ upcoming: DatedMatch[]; past: DatedMatch[] }> {
  const all = fenced ? [...conditions, fenced] : conditions;
  const where = and(...conditions);
  // A fenced condition is read first, alone, in a subquery named like the table (OFFSET 0 keeps the
  // planner from ANDing the others' indexes in); the others are checked on the rows it found.
  const source = fenced
    ? sql`(select * from ${events} where ${fenced} offset 0) as ${events}`
    : sql`${events}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: number; ms: number; is_past: boolean; gathered: number }>(
    db,
    sql`with gathered as (
      select ${events.id} as id, ${events.date} as date from ${source} ${where ? sql`where ${where}` : sql``}
      limit ${GATHERED_MATCHES + 1}
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
        .where(and(...all, when))
        .orderBy(...order)
        .limit(cap + 1);
    const upcoming = await walk(gte(events.date, now), [asc(events.date), asc(events.id)]);
    const past =
      upcoming.length > cap ? [] : await walk(lt(events.date, now), [desc(events.date), desc(events.id)]);
    const toMatch = (r: { id: number; date: Date }) => ({ id: r.id, date: r.date.getTime() });
    return { upcoming: upcoming.map(toMatch), past: past.map(toMatch) };
  }
  const toMatch = (r: { id: number; ms: number }) => ({ id: Number(r.id), date: Number(r.ms) });
  return {
    upcoming: rows.filter((r) => !r.is_past).map(toMatch),
    past: rows.filter((r) => r.is_past).map(toMatch),
  };
}

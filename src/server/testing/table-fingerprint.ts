import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../db/client.ts';

/**
 * Tables a refused request may still write: attempt counters for rate limits and lockout are
 * counted before the request is judged, on purpose.
 */
const COUNTERS = new Set(['rate_limits']);

/** An md5 of every row of every app table, per table: equal fingerprints mean nothing changed. */
export async function tableFingerprint(db: DbExecutor): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (COUNTERS.has(name)) continue;
    const [row] = await queryRows<{ md5: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${sql.identifier(name)} t`,
    );
    fingerprint[name] = row?.md5 ?? '';
  }
  return fingerprint;
}

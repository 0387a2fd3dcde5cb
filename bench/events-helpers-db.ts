/**
 * The bench's own database: PGlite in a temporary directory, or a fresh database on a PostgreSQL
 * server (dropped afterwards). Queries the app runs can be captured and explained.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type DbHandle, migrateDatabase } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';

export type CapturedQuery = { sql: string; params: unknown[] };
type Rows = { rows: Record<string, unknown>[] };

export type BenchDb = {
  handle: DbHandle;
  /** Set when the database is kept between runs (`--keep NAME`): it is never dropped. */
  keptName?: string;
  /** Runs statements on one session (BEGIN ... ROLLBACK work across calls). */
  withSession<T>(
    work: (query: (text: string, params?: unknown[]) => Promise<Rows>) => Promise<T>,
  ): Promise<T>;
  /** Records the SQL the app runs while `work` runs. */
  capture(work: () => Promise<void>): Promise<CapturedQuery[]>;
  close(): Promise<void>;
};

export async function openBenchDb(
  kind: 'pglite' | 'postgres',
  serverUrl: string,
  keptName?: string,
): Promise<BenchDb> {
  let capturing: CapturedQuery[] | null = null;
  const logger: Logger = {
    logQuery(sql, params) {
      capturing?.push({ sql, params });
    },
  };
  const capture = async (work: () => Promise<void>) => {
    capturing = [];
    try {
      await work();
      return capturing;
    } finally {
      capturing = null;
    }
  };

  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'confetti-bench-'));
    const client = await PGlite.create({ dataDir: dir, extensions: { btree_gin, pg_trgm } });
    const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Database;
    const handle: DbHandle = { db, kind: 'pglite', close: () => client.close() };
    await migrateDatabase(handle);
    return {
      handle,
      capture,
      withSession: (work) => work((text, params) => client.query(text, params) as Promise<Rows>),
      async close() {
        await client.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  if (keptName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keptName)) {
    throw new Error(`--keep takes a plain database name (got ${keptName})`);
  }
  const name = keptName ?? `confetti_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // Dropping the database at the end ends idle connections; that is expected, not a crash.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Database;
  const handle: DbHandle = { db, kind: 'postgres', close: () => pool.end() };
  await migrateDatabase(handle);
  return {
    handle,
    keptName,
    capture,
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work((text, params) => client.query(text, params));
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      if (keptName) return;
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const RECORD_COLUMNS = `title text, description text, category text, date timestamptz, location text, city text,
  region text, latitude float8, longitude float8, time_zone text, organizer_name text, source text,
  admission text, price_min_cents int, price_max_cents int, is_sold_out boolean`;

/**
 * Bulk load: drops the events indexes, inserts each batch as one JSON parameter, then rebuilds the
 * indexes from their own definitions and runs VACUUM ANALYZE (the usual way to load a large table;
 * the end state is the migrated schema).
 */
export async function loadEvents(
  bench: BenchDb,
  batches: Iterable<(typeof schema.events.$inferInsert)[]>,
): Promise<{ insertSeconds: number; indexSeconds: number }> {
  return bench.withSession(async (query) => {
    const { rows } = await query(
      `select indexname, indexdef from pg_indexes where tablename = 'events' and indexname <> 'events_pkey'`,
    );
    for (const row of rows) await query(`drop index ${row.indexname as string}`);
    const insertStart = performance.now();
    for (const batch of batches) {
      const records = batch.map((e) => ({
        title: e.title,
        description: e.description,
        category: e.category,
        date: (e.date as Date).toISOString(),
        location: e.location,
        city: e.city,
        region: e.region,
        latitude: e.latitude,
        longitude: e.longitude,
        time_zone: e.timeZone,
        organizer_name: e.organizerName,
        source: e.source,
        admission: e.admission ?? 'unlisted',
        price_min_cents: e.priceMinCents ?? null,
        price_max_cents: e.priceMaxCents ?? null,
        is_sold_out: e.isSoldOut ?? false,
      }));
      await query(
        `insert into events (title, description, category, date, location, city, region, latitude, longitude, time_zone, organizer_name, source, admission, price_min_cents, price_max_cents, is_sold_out)
         select * from jsonb_to_recordset($1::jsonb) as x(${RECORD_COLUMNS})`,
        [JSON.stringify(records)],
      );
    }
    const indexStart = performance.now();
    for (const row of rows) await query(row.indexdef as string);
    await query('vacuum analyze events');
    return {
      insertSeconds: (indexStart - insertStart) / 1000,
      indexSeconds: (performance.now() - indexStart) / 1000,
    };
  });
}

/** Table and index sizes of events, largest first. */
export async function describeSizes(bench: BenchDb): Promise<string[]> {
  return bench.withSession(async (query) => {
    const { rows } = await query(
      `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and (c.relname = 'events' or c.oid in (select indexrelid from pg_index where indrelid = 'events'::regclass))
        order by pg_relation_size(c.oid) desc`,
    );
    return rows.map((r) => `${r.name}: ${r.size}`);
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured statement, run in a rolled-back transaction. */
export async function explainQueries(bench: BenchDb, queries: CapturedQuery[]): Promise<string[]> {
  return bench.withSession(async (query) => {
    const plans: string[] = [];
    await query('begin');
    try {
      for (const q of queries) {
        if (/^(begin|commit|rollback)\b/i.test(q.sql)) continue;
        if (/^select set_config/i.test(q.sql)) {
          await query(q.sql, q.params);
          continue;
        }
        const { rows } = await query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
        plans.push(
          [
            `-- ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}…`,
            ...rows.map((r) => String(r['QUERY PLAN'])),
          ].join('\n'),
        );
      }
    } finally {
      await query('rollback');
    }
    return plans;
  });
}

/**
 * A kept database's load: how many events it holds and the `now` they were generated around (the
 * database comment), or null when it has not been loaded with this many rows yet.
 */
export async function readKeptLoad(bench: BenchDb, rows: number): Promise<Date | null> {
  return bench.withSession(async (query) => {
    const { rows: found } = await query(
      `select shobj_description(d.oid, 'pg_database') as loaded_at, (select count(*) from events)::int as count
         from pg_database d where d.datname = current_database()`,
    );
    const [row] = found;
    const loadedAt = typeof row?.loaded_at === 'string' ? new Date(row.loaded_at) : null;
    return loadedAt && !Number.isNaN(loadedAt.getTime()) && row?.count === rows ? loadedAt : null;
  });
}

/** Marks a kept database as loaded around `now` (read back by readKeptLoad). */
export async function markKeptLoad(bench: BenchDb, now: Date): Promise<void> {
  await bench.withSession(async (query) => {
    await query(`comment on database ${bench.keptName} is '${now.toISOString()}'`);
  });
}

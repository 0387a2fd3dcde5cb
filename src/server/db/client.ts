import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/errors/database-unavailable.ts';
import { guardPgliteBackend, type PgliteBackendLostError } from './pglite-guard.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbExecutor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

/** A write that must commit together with a new row, given the row's id (an idempotency record). */
export type AlsoRecord = (tx: DbExecutor, id: number) => Promise<void>;

export type DbHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      onPoolError?: (err: Error) => void;
      /** How long to wait for a connection (new or from the pool) before failing; 5 s by default. */
      connectTimeoutMs?: number;
      /** The server cancels any statement running longer; 30 s by default (migrations are exempt). */
      statementTimeoutMs?: number;
    }
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /**
       * Told once if PGlite's backend exits; every query fails from then on, so a server stops and
       * is started again. By default it is printed.
       */
      onBackendLost?: (error: PgliteBackendLostError) => void;
    };

const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

// In the source tree this is src/server/db/migrations; the build copies it next to the bundle.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.kind === 'postgres') {
    // A database that refuses or hangs must not hold requests for as long as it does: waiting for a
    // connection and running a statement are both bounded, and the error handler answers 503.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      // A server that stops answering mid-query (paused, network cut): the client gives up a little
      // after the server-side timeout would have fired.
      query_timeout: (options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS) + 5000,
    });
    // A connection the server drops (restart, failover, admin command, network cut) must never
    // crash the process. The pool listens on idle connections only; a connection checked out for a
    // transaction has no listener while it is out, and a connection error with no listener is
    // thrown by Node. So every connection gets its own listener for its whole life: the query in
    // flight fails (the error handler answers 503), and the pool drops the broken connection when it
    // is released and opens a fresh one for the next request.
    const onLost =
      options.onPoolError ?? ((err: Error) => console.warn(`database connection lost: ${err.message}`));
    pool.on('connect', (client) => client.on('error', onLost));
    // The pool re-emits an idle connection's error; the connection's own listener has reported it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    db.transaction = transactionOnOwnConnection(pool, db);
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ?? undefined,
    extensions: { btree_gin, pg_trgm },
  });
  let lost: PgliteBackendLostError | null = null;
  guardPgliteBackend(client, (error) => {
    lost = error;
    (options.onBackendLost ?? ((err) => console.error(err.message)))(error);
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  const close = async () => {
    try {
      await client.close();
    } catch (err) {
      // A backend that has exited has nothing left to flush.
      if (!lost) throw err;
    }
  };
  return { db: db as unknown as Database, kind: 'pglite', close };
}

/**
 * Drizzle's pool transaction takes a connection and sends BEGIN before its try/finally, so a
 * connection lost at BEGIN is never given back: the pool counts it as in use for ever, and a few
 * network cuts leave no connection for anyone. Here the connection is taken and always given back,
 * whatever fails; a connection that failed because the database went away is discarded, not reused.
 */
function transactionOnOwnConnection(
  pool: pg.Pool,
  db: NodePgDatabase<typeof schema>,
): NodePgDatabase<typeof schema>['transaction'] {
  const { dialect, schema: tables, options } = (db as unknown as { session: NodePgSessionParts }).session;
  return async (work, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      const session = new NodePgSession(client, dialect, tables, options);
      return await session.transaction(work as never, config);
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  };
}
type NodePgSessionParts = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

/** The driver under a handle's Drizzle instance, typed by the handle's kind. */
export type DriverClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool };

/**
 * The driver a database runs on, for the few callers that need it directly (pg-boss's SQL, advisory
 * locks on their own connection). The kind comes from the handle, never guessed from the client.
 */
export function driverClientOf({ db, kind }: Pick<DbHandle, 'db' | 'kind'>): DriverClient {
  // Drizzle keeps the client it was built on as `$client`.
  const client = (db as unknown as { $client: unknown }).$client;
  return kind === 'pglite' ? { kind, client: client as PGlite } : { kind, client: client as pg.Pool };
}

/** Applies pending migrations; on a server, under an advisory lock so app servers starting together take turns. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const db = handle.db as unknown as NodePgDatabase<typeof schema>;
  await db.transaction(async (tx) => {
    // Building an index on a large table may take longer than any request should.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await migratePg(tx as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
  });
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

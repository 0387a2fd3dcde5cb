import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, migrateDatabase, openDatabase } from '../db/client.ts';
import type { PgliteBackendLostError } from '../db/pglite-guard.ts';

let lostBackend: PgliteBackendLostError | null = null;
/** The embedded database this test file lost, if it lost one: every test from then on fails. */
export const lostTestBackend = () => lostBackend;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      onBackendLost: (err) => {
        lostBackend = err;
      },
    });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `confetti_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database WITH (FORCE) ends pooled connections; that is expected here.
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 4,
    onPoolError: () => {},
  });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

// Makes PGlite's backend exit mid-message (COPY FROM STDIN with no input ends it) and prints, as
// JSON lines, what the database and the event loop did next. Run by pglite-guard.test.ts in a
// process of its own: without the guard this process spins for ever and must be killed.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';

const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const handle = await openDatabase({
  kind: 'pglite',
  dataDir: null,
  onBackendLost: (err) => say({ lost: err.message, code: err.code }),
});
await handle.db.execute(sql`create table t (a int)`);
// A recoverable SQL error must not count as a lost backend.
const missing = await handle.db.execute(sql`select * from missing_table`).catch((err: Error) => err);
say({ recoverable: missing instanceof Error });
const timer = new Promise<string>((resolve) => setTimeout(() => resolve('timer fired'), 50));
const copy = await handle.db.execute(sql`copy t from stdin`).catch((err: Error) => err);
say({ copyFailed: copy instanceof Error, copyError: String((copy as Error).message ?? copy) });
const next = await handle.db.execute(sql`select 1`).catch((err: Error) => err);
say({ nextFailed: next instanceof Error, nextCode: (next as { cause?: { code?: string } }).cause?.code });
say({ loop: await timer });
await handle.close();
say({ closed: true });

import type { Database } from '../../db/client.ts';

type Rows = { rows: unknown[] };
type PgliteLike = {
  query(text: string, values?: unknown[]): Promise<Rows>;
  exec(text: string): Promise<Rows[]>;
};
type PoolLike = { query(text: string, values?: unknown[]): Promise<Rows> };

/** What pg-boss needs from a database: one call that runs SQL text with optional parameters. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<Rows> };

/**
 * pg-boss talks to the app's own connection instead of opening a second one: on PostgreSQL the
 * app's pool, on PGlite the one in-process database (a second PGlite on the same folder is not
 * possible). pg-boss sends its schema migrations as several statements in one text without
 * parameters; PGlite runs those only through exec, so parameterless text goes there.
 */
export function createSqlExecutor(db: Database): SqlExecutor {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('exec' in client && typeof client.exec === 'function') {
    const pglite = client as PgliteLike;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const pool = client as PoolLike;
  return { executeSql: (text, values) => pool.query(text, values) };
}

import { type DbHandle, driverClientOf } from '../../db/client.ts';

type Rows = { rows: unknown[] };

/** What pg-boss needs from a database: one call that runs SQL text with optional parameters. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<Rows> };

/**
 * pg-boss talks to the app's own connection instead of opening a second one: on PostgreSQL the
 * app's pool, on PGlite the one in-process database (a second PGlite on the same folder is not
 * possible). pg-boss sends its schema migrations as several statements in one text without
 * parameters; PGlite runs those only through exec, so parameterless text goes there.
 */
export function createSqlExecutor(database: Pick<DbHandle, 'db' | 'kind'>): SqlExecutor {
  const driver = driverClientOf(database);
  if (driver.kind === 'pglite') {
    const pglite = driver.client;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const pool = driver.client;
  return { executeSql: (text, values) => pool.query(text, values) };
}

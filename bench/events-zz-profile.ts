import { buildApp } from '#server/app.ts';
import { buildTestEnv } from '#server/config/env.ts';
import { generateBenchEvents } from './events-data.ts';
import { loadEvents, openBenchDb } from './events-db.ts';
const bench = await openBenchDb((process.argv[2] ?? 'postgres') as 'postgres', 'postgres://postgres@127.0.0.1:5432/postgres');
const now = new Date('2026-11-22T16:00:00Z');
try {
  await loadEvents(bench, generateBenchEvents(100000, now));
  const app = await buildApp({ db: bench.handle.db, env: buildTestEnv({ LOG_LEVEL: 'silent' }), clock: () => now });
  await app.ready();
  for (const url of ['/api/events?ignoreLocation=false', '/api/events?ignoreLocation=true&category=Concert', '/api/events?ignoreLocation=true']) {
    const queries = await bench.capture(async () => void (await app.inject({ method: 'GET', url })));
    const med = async (fn: () => Promise<unknown>) => { const t: number[] = []; for (let i = 0; i < 30; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); } t.sort((a, b) => a - b); return t[15]!.toFixed(2); };
    console.log(url, 'inject', await med(() => app.inject({ method: 'GET', url })));
    for (const q of queries) console.log('   ', await med(() => bench.withSession((run) => run(q.sql, q.params))), q.sql.slice(0, 80));
  }
  await app.close();
} finally {
  await bench.close();
}

/**
 * Load: the real server (its own process, demo data seeded) under autocannon with mixed reads and
 * writes from signed-in users: the event list, an event, the vendor directory, /api/user, a bookmark
 * set and cleared, and a new event. Prints req/s, p50/p99/max latency, answers by status and errors
 * (connection errors and timeouts), and the slowest 503 (load shedding must refuse at once).
 *
 *   npm run bench -- load [--database postgres|pglite] [--connections 200] [--seconds 60] [--url postgres://...]
 *
 * On PostgreSQL a scratch database is created on the server (default postgres://postgres@127.0.0.1:5432)
 * and dropped afterwards; on PGlite a temporary DATA_DIR is used.
 */
import autocannon from 'autocannon';
import {
  cliArg,
  createScratchDatabase,
  DEFAULT_PG_URL,
  eventBody,
  freePort,
  loadAverage,
  scratchDataDir,
  signUpUsers,
  startServer,
} from './reliability-helpers-server.ts';

const database = cliArg('database', 'postgres');
const connections = Number(cliArg('connections', database === 'pglite' ? '50' : '200'));
const seconds = Number(cliArg('seconds', '60'));
if (database !== 'postgres' && database !== 'pglite') throw new Error('--database is postgres or pglite');

const scratch = database === 'postgres' ? await createScratchDatabase(cliArg('url', DEFAULT_PG_URL)) : null;
const dataDir = database === 'pglite' ? scratchDataDir() : null;
const server = await startServer(
  scratch
    ? { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'true', DEMO_POSTERS: 'false' }
    : { DATA_DIR: dataDir!.dir, SEED_DEMO_DATA: 'true', DEMO_POSTERS: 'false' },
  await freePort(),
);
try {
  const cookies = await signUpUsers(server.url, 20, `load${Date.now().toString(36)}u`);
  const list = (await (await fetch(`${server.url}/api/events?when=upcoming&ignoreLocation=true`)).json()) as {
    events: { id: number }[];
  };
  const ids = list.events.map((e) => e.id);
  if (ids.length === 0) throw new Error('no events to read: is the demo data seeded?');
  let n = 0;
  const pick = <T>(items: T[]) => items[n++ % items.length]!;
  // A bodiless write must not claim a JSON body (Fastify refuses an empty one).
  const signedIn = (json = false) => ({
    cookie: pick(cookies),
    origin: server.url,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  // Each connection cycles through these in order: 4 reads and 3 writes.
  const requests = [
    { method: 'GET', path: '/api/events?when=upcoming&ignoreLocation=true' },
    { method: 'GET', setupRequest: (r: object) => ({ ...r, path: `/api/events/${pick(ids)}` }) },
    { method: 'GET', path: '/api/vendors' },
    { method: 'GET', setupRequest: (r: object) => ({ ...r, path: '/api/user', headers: signedIn() }) },
    {
      method: 'POST',
      setupRequest: (r: object) => {
        const id = pick(ids);
        return { ...r, path: `/api/bookmarks/${id}`, headers: signedIn() };
      },
    },
    {
      method: 'DELETE',
      setupRequest: (r: object) => ({ ...r, path: `/api/bookmarks/${pick(ids)}`, headers: signedIn() }),
    },
    {
      method: 'POST',
      setupRequest: (r: object) => ({
        ...r,
        path: '/api/events',
        headers: signedIn(true),
        body: JSON.stringify(eventBody(`Load ${n}`)),
      }),
    },
  ];

  console.log(
    `load: ${database}, ${connections} connections, ${seconds} s, mixed 4 reads : 3 writes; load average before: ${loadAverage()}`,
  );
  const byStatus = new Map<number, number[]>();
  const instance = autocannon({
    url: server.url,
    connections,
    duration: seconds,
    timeout: 30,
    requests,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    const times = byStatus.get(status) ?? [];
    times.push(ms);
    byStatus.set(status, times);
  });
  const errorKinds = new Map<string, number>();
  instance.on('reqError', (error) => {
    const kind = (error as { code?: string }).code ?? (error as Error).message;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  });
  const result = await instance;

  const all = [...byStatus.values()].flat().sort((a, b) => a - b);
  const at = (times: number[], p: number) =>
    times[Math.min(times.length - 1, Math.max(0, Math.ceil((p / 100) * times.length) - 1))] ?? 0;
  const total = all.length;
  console.log(
    `requests: ${total} in ${result.duration.toFixed(1)} s = ${(total / result.duration).toFixed(0)} req/s; ` +
      `latency p50 ${at(all, 50).toFixed(0)} ms, p99 ${at(all, 99).toFixed(0)} ms, max ${(all.at(-1) ?? 0).toFixed(0)} ms`,
  );
  for (const [status, times] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    times.sort((a, b) => a - b);
    console.log(
      `  ${status}: ${times.length} (p50 ${at(times, 50).toFixed(0)} ms, p99 ${at(times, 99).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms)`,
    );
  }
  const over2s = all.filter((ms) => ms > 2000).length;
  const shed = byStatus.get(503) ?? [];
  console.log(
    `errors (connection errors + timeouts): ${result.errors + result.timeouts}; non-2xx: ${result.non2xx}; ` +
      `answers slower than 2 s: ${over2s}; 503s: ${shed.length}, slowest 503 ${(shed.at(-1) ?? 0).toFixed(0)} ms`,
  );
  if (errorKinds.size)
    console.log(`error kinds: ${[...errorKinds].map(([k, v]) => `${k} x${v}`).join(', ')}`);
  console.log(`load average after: ${loadAverage()}`);
  const serverErrors = server.output().match(/"level":50/g)?.length ?? 0;
  if (serverErrors) console.log(`server logged ${serverErrors} error lines`);
} finally {
  await server.stop();
  await scratch?.drop();
  dataDir?.remove();
}

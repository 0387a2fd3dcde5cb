/**
 * Event discovery benchmark: loads N synthetic events into a database of its own, then measures the
 * discovery calls through the real app, in process (app.inject) and over HTTP (autocannon on
 * 127.0.0.1 from a child process), and prints median and p95 latency and requests per second.
 *
 * Run: node --import tsx bench/events.ts [--rows 100000] [--database pglite|postgres]
 *        [--url postgres://postgres@127.0.0.1:5432/postgres] [--duration 10] [--connections 10]
 *        [--inject-seconds 5] [--explain]
 * With --database postgres a fresh database is created on the server and dropped at the end;
 * `--keep confetti_bench_1m` keeps it instead and reuses it while it holds `--rows` events (the app's
 * clock is then the moment they were generated around, so the figures compare run to run).
 * The last block is one table of every call both ways, with a bare Fastify route answering the same
 * JSON (the unfiltered list's body, serialized without a schema) as the ceiling on this machine.
 * "In process" repeats each call (hot lists and searches come from the page cache after the first);
 * "uncached" moves the events change version before each request, as a write would, so every one
 * runs its queries.
 */

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { buildTestEnv } from '#server/testing/test-env.ts';
import { generateBenchEvents } from './events-helpers-data.ts';
import {
  type BenchDb,
  describeSizes,
  explainQueries,
  loadEvents,
  markKeptLoad,
  openBenchDb,
  readKeptLoad,
} from './events-helpers-db.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'inject-seconds': { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
    keep: { type: 'string' },
    'load-only': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const ALL_SCENARIOS: [name: string, url: string][] = [
  ['list all', '/api/events?ignoreLocation=true'],
  ['category=Concert', '/api/events?ignoreLocation=true&category=Concert'],
  ['near me (Stockton)', '/api/events?ignoreLocation=false'],
  // Price filters: free events, and those at most $20, on the whole list and Near Me.
  ['list free=true', '/api/events?ignoreLocation=true&free=true'],
  ['list maxPrice=20', '/api/events?ignoreLocation=true&maxPrice=20'],
  ['near me free=true', '/api/events?ignoreLocation=false&free=true'],
  ['near me maxPrice=20', '/api/events?ignoreLocation=false&maxPrice=20'],
  ['search: cheap concerts', '/api/events/search?q=cheap+concerts&ignoreLocation=true'],
  ['feed: free events near Stockton, CA', '/api/calendar/feeds/events.ics?city=Stockton&region=CA&free=true'],
  [
    'search: birthday parties in austin next weekend',
    '/api/events/search?q=birthday+parties+in+austin+next+weekend&ignoreLocation=true',
  ],
  // The free-text search compared with Gancio's at 2,000 events.
  ['search words: karaoke', '/api/events/search?q=karaoke&ignoreLocation=true'],
  ['search typo of a category: concrt', '/api/events/search?q=concrt&ignoreLocation=true'],
  ['search typo in titles: symphny', '/api/events/search?q=symphny&ignoreLocation=true'],
  ['search words near me: trivia night', '/api/events/search?q=trivia+night&ignoreLocation=false'],
  // Public calendar feeds: the same queries as the list and search, up to 500 events in iCalendar.
  ['feed: every upcoming event (500)', '/api/calendar/feeds/events.ics'],
  [
    'feed: Concert near Stockton, CA',
    '/api/calendar/feeds/events.ics?city=Stockton&region=CA&category=Concert',
  ],
  [
    'feed: trivia night within 25 miles of Austin, TX',
    '/api/calendar/feeds/events.ics?city=Austin&region=TX&radius=25&q=trivia+night',
  ],
  // The first loaded event (ids start at 1 in the bench's fresh database).
  ['similar upcoming events of event 1', '/api/events/1/similar'],
];

// `--only trivia` measures the calls whose name holds the text; `--only 'free,near me'` any of them.
const ONLY = args.only?.split(',').map((part) => part.trim()) ?? [];
const SCENARIOS = ALL_SCENARIOS.filter(
  ([name]) => ONLY.length === 0 || ONLY.some((part) => name.includes(part)),
);

type Stats = { median: number; p95: number; perSecond: number; count: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function toStats(times: number[], seconds: number): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: times.length / seconds,
    count: times.length,
  };
}

async function measureInject(app: FastifyInstance, url: string, seconds: number): Promise<Stats> {
  const times: number[] = [];
  const start = performance.now();
  while (performance.now() - start < seconds * 1000 && times.length < 2000) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  return toStats(times, (performance.now() - start) / 1000);
}

async function measureUncached(
  bench: BenchDb,
  app: FastifyInstance,
  url: string,
  seconds: number,
): Promise<Stats> {
  const times: number[] = [];
  const start = performance.now();
  while (performance.now() - start < seconds * 1000 && times.length < 50) {
    await bench.withSession((query) => query('update events_change_version set version = version + 1'));
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  return toStats(times, (performance.now() - start) / 1000);
}

type LoadResult = { times: number[]; total: number; seconds: number; non2xx: number; errors: number };

function measureHttp(url: string): Promise<Stats & { failures: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./events-helpers-load.ts', import.meta.url)),
      [url, args.connections, args.duration],
      {
        execArgv: ['--import', 'tsx'],
      },
    );
    child.once('message', (message) => {
      const result = message as LoadResult;
      resolve({ ...toStats(result.times, result.seconds), failures: result.non2xx + result.errors });
    });
    child.once('error', reject);
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

/** The ceiling: a Fastify app with one route answering the list's body (same size), no database, no schema. */
async function measureBareRoute(listResponse: { body: string }): Promise<{
  inject: Stats;
  http: Stats & { failures: number };
  bytes: number;
}> {
  const payload = JSON.parse(listResponse.body) as unknown;
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => payload);
  await bare.ready();
  try {
    const inject = await measureInject(bare, '/bare', Number(args['inject-seconds']));
    const address = await bare.listen({ port: 0, host: '127.0.0.1' });
    const http = await measureHttp(`${address}/bare`);
    return { inject, http, bytes: Buffer.byteLength(listResponse.body) };
  } finally {
    await bare.close();
  }
}

type Measured = { inject: Stats; uncached?: Stats; http?: Stats & { failures: number } };

function printTable(
  results: Map<string, Measured>,
  bare: Awaited<ReturnType<typeof measureBareRoute>>,
): void {
  const rows: (Measured & { name: string })[] = [...results].map(([name, r]) => ({ name, ...r }));
  rows.push({ name: `bare Fastify route (${(bare.bytes / 1024).toFixed(1)} KiB JSON)`, ...bare });
  console.log(
    `\n| call | in process median / p95 | uncached median / p95 | HTTP req/s (${args.connections} conn.) | HTTP p95 | req/s vs bare |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  const pair = (s: Stats | undefined) => (s ? `${s.median.toFixed(1)} / ${s.p95.toFixed(1)} ms` : '-');
  for (const row of rows) {
    const http = row.http;
    const ratio = http ? (http.perSecond / bare.http.perSecond).toFixed(2) : '-';
    const failed = http?.failures ? ` (${http.failures} failed)` : '';
    console.log(
      `| ${row.name} | ${pair(row.inject)} | ${pair(row.uncached)} | ${http ? http.perSecond.toFixed(0) : '-'}${failed} | ${http ? `${http.p95.toFixed(1)} ms` : '-'} | ${ratio} |`,
    );
  }
}

async function run(bench: BenchDb): Promise<void> {
  const rows = Number(args.rows);
  const kept = bench.keptName ? await readKeptLoad(bench, rows) : null;
  const now = kept ?? new Date();
  console.log(`database: ${args.database}, rows: ${rows.toLocaleString('en-US')}, now: ${now.toISOString()}`);
  if (kept) {
    console.log(`reusing ${bench.keptName}`);
  } else {
    if (bench.keptName) await bench.withSession((query) => query('truncate events restart identity cascade'));
    const load = await loadEvents(bench, generateBenchEvents(rows, now));
    if (bench.keptName) await markKeptLoad(bench, now);
    console.log(
      `loaded in ${load.insertSeconds.toFixed(1)} s, indexes + vacuum analyze in ${load.indexSeconds.toFixed(1)} s`,
    );
  }
  console.log(`sizes: ${(await describeSizes(bench)).join(', ')}`);
  if (args['load-only']) return;

  const app = await buildApp({
    db: bench.handle.db,
    dbKind: bench.handle.kind,
    env: buildTestEnv({ LOG_LEVEL: 'silent' }),
    clock: () => now,
  });
  try {
    await app.ready();
    for (const [name, url] of SCENARIOS) {
      const res = await app.inject({ method: 'GET', url });
      if (String(res.headers['content-type']).startsWith('text/calendar')) {
        const entries = res.body.match(/^BEGIN:VEVENT/gm)?.length ?? 0;
        console.log(
          `${name}: HTTP ${res.statusCode}, ${entries} events, ${(res.body.length / 1024).toFixed(0)} KiB`,
        );
      } else {
        const body = res.json();
        console.log(
          `${name}: HTTP ${res.statusCode}, total ${body.total}, first page ${body.events?.length}`,
        );
      }
      if (args.explain) {
        // After a version bump, so the plans are those of a cache miss.
        await bench.withSession((query) => query('update events_change_version set version = version + 1'));
        const queries = await bench.capture(async () => void (await app.inject({ method: 'GET', url })));
        for (const plan of await explainQueries(bench, queries)) console.log(`${plan}\n`);
      }
    }

    const injectSeconds = Number(args['inject-seconds']);
    const results = new Map<string, Measured>();
    console.log(`\nin process (app.inject, one at a time, up to ${injectSeconds} s or 2000 requests each)`);
    for (const [name, url] of SCENARIOS) {
      const s = await measureInject(app, url, injectSeconds);
      results.set(name, { inject: s });
      console.log(
        `${name.padEnd(48)} median ${ms(s.median)}  p95 ${ms(s.p95)}  ${s.perSecond.toFixed(0).padStart(6)} req/s  (${s.count})`,
      );
    }

    // Uncached: every write moves the events change version, so each request here misses the page cache.
    console.log(
      `\nin process, uncached (a version bump before each request, up to ${injectSeconds} s or 50 each)`,
    );
    for (const [name, url] of SCENARIOS) {
      const s = await measureUncached(bench, app, url, injectSeconds);
      results.get(name)!.uncached = s;
      console.log(`${name.padEnd(48)} median ${ms(s.median)}  p95 ${ms(s.p95)}  (${s.count})`);
    }

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`\nover HTTP (autocannon, ${args.connections} connections, ${args.duration} s each)`);
    for (const [name, url] of SCENARIOS) {
      const s = await measureHttp(`${address}${url}`);
      results.get(name)!.http = s;
      const failed = s.failures ? `  ${s.failures} failed` : '';
      console.log(
        `${name.padEnd(48)} median ${ms(s.median)}  p95 ${ms(s.p95)}  ${s.perSecond.toFixed(0).padStart(6)} req/s${failed}`,
      );
    }

    const bare = await measureBareRoute(await app.inject({ method: 'GET', url: ALL_SCENARIOS[0]![1] }));
    printTable(results, bare);
  } finally {
    await app.close();
  }
}

const bench = await openBenchDb(args.database === 'postgres' ? 'postgres' : 'pglite', args.url, args.keep);
try {
  await run(bench);
} finally {
  await bench.close();
}

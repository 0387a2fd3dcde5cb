/**
 * Event discovery benchmark: loads N synthetic events into a database of its own, then measures the
 * discovery calls through the real app, in process (app.inject) and over HTTP (autocannon on
 * 127.0.0.1 from a child process), and prints median and p95 latency and requests per second.
 *
 * Run: node --import tsx bench/events.ts [--rows 100000] [--database pglite|postgres]
 *        [--url postgres://postgres@127.0.0.1:5432/postgres] [--duration 10] [--connections 10]
 *        [--inject-seconds 5] [--explain]
 * With --database postgres a fresh database is created on the server and dropped at the end.
 */

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { buildTestEnv } from '#server/testing/test-env.ts';
import { generateBenchEvents } from './events-helpers-data.ts';
import { type BenchDb, describeSizes, explainQueries, loadEvents, openBenchDb } from './events-helpers-db.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'inject-seconds': { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
  },
});

const SCENARIOS: [name: string, url: string][] = [
  ['list all', '/api/events?ignoreLocation=true'],
  ['category=Concert', '/api/events?ignoreLocation=true&category=Concert'],
  ['near me (Stockton)', '/api/events?ignoreLocation=false'],
  [
    'search: birthday parties in austin next weekend',
    '/api/events/search?q=birthday+parties+in+austin+next+weekend&ignoreLocation=true',
  ],
  ['search typo of a category: concrt', '/api/events/search?q=concrt&ignoreLocation=true'],
  ['search typo in titles: symphny', '/api/events/search?q=symphny&ignoreLocation=true'],
  ['search words near me: trivia night', '/api/events/search?q=trivia+night&ignoreLocation=false'],
];

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

async function run(bench: BenchDb): Promise<void> {
  const rows = Number(args.rows);
  const now = new Date();
  console.log(`database: ${args.database}, rows: ${rows.toLocaleString('en-US')}, now: ${now.toISOString()}`);
  const load = await loadEvents(bench, generateBenchEvents(rows, now));
  console.log(
    `loaded in ${load.insertSeconds.toFixed(1)} s, indexes + vacuum analyze in ${load.indexSeconds.toFixed(1)} s`,
  );
  console.log(`sizes: ${(await describeSizes(bench)).join(', ')}`);

  const app = await buildApp({
    db: bench.handle.db,
    env: buildTestEnv({ LOG_LEVEL: 'silent' }),
    clock: () => now,
  });
  try {
    await app.ready();
    for (const [name, url] of SCENARIOS) {
      const res = await app.inject({ method: 'GET', url });
      const body = res.json();
      console.log(`${name}: HTTP ${res.statusCode}, total ${body.total}, first page ${body.events?.length}`);
      if (args.explain) {
        const queries = await bench.capture(async () => void (await app.inject({ method: 'GET', url })));
        for (const plan of await explainQueries(bench, queries)) console.log(`${plan}\n`);
      }
    }

    const injectSeconds = Number(args['inject-seconds']);
    console.log(`\nin process (app.inject, one at a time, up to ${injectSeconds} s or 2000 requests each)`);
    for (const [name, url] of SCENARIOS) {
      const s = await measureInject(app, url, injectSeconds);
      console.log(
        `${name.padEnd(48)} median ${ms(s.median)}  p95 ${ms(s.p95)}  ${s.perSecond.toFixed(0).padStart(6)} req/s  (${s.count})`,
      );
    }

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`\nover HTTP (autocannon, ${args.connections} connections, ${args.duration} s each)`);
    for (const [name, url] of SCENARIOS) {
      const s = await measureHttp(`${address}${url}`);
      const failed = s.failures ? `  ${s.failures} failed` : '';
      console.log(
        `${name.padEnd(48)} median ${ms(s.median)}  p95 ${ms(s.p95)}  ${s.perSecond.toFixed(0).padStart(6)} req/s${failed}`,
      );
    }
  } finally {
    await app.close();
  }
}

const bench = await openBenchDb(args.database === 'postgres' ? 'postgres' : 'pglite', args.url);
try {
  await run(bench);
} finally {
  await bench.close();
}

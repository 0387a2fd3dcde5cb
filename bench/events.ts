/**
 * Event discovery benchmark: loads N synthetic events into a database of its own, then measures the
 * discovery calls through the real app, in process (app.inject) and over HTTP (autocannon on
 * 127.0.0.1 from a child process), and prints median and p95 latency and requests per second.
 *
 * Run: node --import tsx bench/events.ts [--rows 100000] [--database pglite|postgres]
 *        [--url postgres://postgres@127.0.0.1:5432/postgres] [--duration 10] [--connections 10]
 *        [--inject-seconds 5] [--explain]
 * With --database postgres a fresh database is created on the server and dropped at the end.
 * The last block is one table of every call both ways, with a bare Fastify route answering the same
 * JSON (the unfiltered list's body, serialized without a schema) as the ceiling on this machine.
 */

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
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
  // The first loaded event (ids start at 1 in the bench's fresh database).
  ['similar upcoming events of event 1', '/api/events/1/similar'],
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

function printTable(
  results: Map<string, { inject: Stats; http?: Stats & { failures: number } }>,
  bare: Awaited<ReturnType<typeof measureBareRoute>>,
): void {
  const rows = [...results].map(([name, r]) => ({ name, ...r }));
  rows.push({ name: `bare Fastify route (${(bare.bytes / 1024).toFixed(1)} KiB JSON)`, ...bare });
  console.log(
    `\n| call | in process median / p95 | HTTP req/s (${args.connections} conn.) | HTTP p95 | req/s vs bare |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const http = row.http;
    const ratio = http ? (http.perSecond / bare.http.perSecond).toFixed(2) : '-';
    console.log(
      `| ${row.name} | ${row.inject.median.toFixed(1)} / ${row.inject.p95.toFixed(1)} ms | ${http ? http.perSecond.toFixed(0) : '-'}${http?.failures ? ` (${http.failures} failed)` : ''} | ${http ? `${http.p95.toFixed(1)} ms` : '-'} | ${ratio} |`,
    );
  }
}

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
    const results = new Map<string, { inject: Stats; http?: Stats & { failures: number } }>();
    console.log(`\nin process (app.inject, one at a time, up to ${injectSeconds} s or 2000 requests each)`);
    for (const [name, url] of SCENARIOS) {
      const s = await measureInject(app, url, injectSeconds);
      results.set(name, { inject: s });
      console.log(
        `${name.padEnd(48)} median ${ms(s.median)}  p95 ${ms(s.p95)}  ${s.perSecond.toFixed(0).padStart(6)} req/s  (${s.count})`,
      );
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

    const bare = await measureBareRoute(await app.inject({ method: 'GET', url: SCENARIOS[0]![1] }));
    printTable(results, bare);
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

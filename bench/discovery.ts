// `npm run bench -- discovery [pglite|postgres] [city] [region] [radius]`: how long discovery for a
// city takes. Stores 100,000 events across the US (the duplicate check reads them), then runs
// GET /api/events/discover's work (every source, duplicate check, nothing stored) 10 times through
// the discovery service and prints each time and the median. Sources: the almanac, the feeds in
// DISCOVERY_ICS_FEEDS and, when LLM_BASE_URL and LLM_MODEL are set, the provider.
import { performance } from 'node:perf_hooks';
import { events } from '#server/db/schema.ts';
import { createAlmanacSource } from '#server/features/discovery/almanac-source.ts';
import { createDiscoveryRepository } from '#server/features/discovery/discovery.repository.ts';
import { createDiscoveryService } from '#server/features/discovery/discovery.service.ts';
import { createIcsSource, parseFeedList } from '#server/features/discovery/ics-source.ts';
import { createLlmSource } from '#server/features/discovery/llm-source.ts';
import { createLlmClient } from '#server/lib/llm/llm-client.ts';
import { generateBenchEvents } from './events-helpers-data.ts';
import { openBenchDb } from './events-helpers-db.ts';

const kind = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres';
const city = process.argv[3] ?? 'Stockton';
const region = process.argv[4] ?? 'CA';
const radius = Number(process.argv[5] ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 10;
const STORED = 100_000;

const bench = await openBenchDb(kind, serverUrl);
try {
  const now = new Date();
  for (const batch of generateBenchEvents(STORED, now)) await bench.handle.db.insert(events).values(batch);
  await bench.withSession((query) => query('analyze events'));

  const { LLM_BASE_URL, LLM_MODEL } = process.env;
  const sources = [
    createAlmanacSource(),
    ...parseFeedList(process.env.DISCOVERY_ICS_FEEDS).map((url) => createIcsSource(url)),
    ...(LLM_BASE_URL && LLM_MODEL
      ? [
          createLlmSource(
            createLlmClient({
              baseUrl: LLM_BASE_URL,
              apiKey: process.env.LLM_API_KEY,
              model: LLM_MODEL,
              timeoutMs: 60_000,
              log: { warn: (fields, message) => console.warn(message, fields) },
            }),
            new URL(LLM_BASE_URL).host,
          ),
        ]
      : []),
  ];
  const service = createDiscoveryService({
    repo: createDiscoveryRepository(bench.handle.db),
    sources,
    clock: () => new Date(),
  });
  console.log(
    `${kind}: ${STORED.toLocaleString('en-US')} stored events; sources: ${sources.map((s) => s.name).join(', ')}`,
  );
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const answer = await service.discover({ city, region, radius, country: 'United States' });
    const ms = performance.now() - start;
    times.push(ms);
    const failed = answer.results.sources.filter((s) => s.error).map((s) => `${s.source}: ${s.error}`);
    console.log(
      `run ${i + 1}: ${ms.toFixed(1)} ms, found ${answer.results.found}, duplicates ${answer.results.duplicates}${failed.length ? `, failed ${failed.join('; ')}` : ''}`,
    );
  }
  times.sort((a, b) => a - b);
  const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
  console.log(
    `\ndiscovery for ${city}, ${region} (${radius} miles): median of ${RUNS} ${median.toFixed(1)} ms`,
  );
} finally {
  await bench.close();
}

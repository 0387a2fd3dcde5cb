// Lighthouse 12 (mobile defaults: simulated throttling, Moto G Power screen) on the built app for `/`
// and an event page, printing the four category scores and the core metrics, with the load average
// (the machine is shared, so figures move with it).
// Run: npm run build && npm run bench -- lighthouse [runs]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';

const runs = Number(process.argv[2] ?? 1);
const dist = process.env.BUILD_DIR ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 3391);
const origin = `http://127.0.0.1:${port}`;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const waitHealthy = () => waitFor(`${origin}/api/health`);

async function waitFor(url: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`${url} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'confetti-lighthouse-'));
const server = spawn(process.execPath, [`${dist}/server/main.js`], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The demo poster job would draw for minutes on the cores Lighthouse measures with.
    DEMO_POSTERS: 'false',
  },
  stdio: 'ignore',
});
const chromePort = port + 1;
const profile = mkdtempSync(join(tmpdir(), 'confetti-lighthouse-chrome-'));
const chrome = spawn(
  CHROMIUM_PATH,
  [...CHROME_FLAGS, `--remote-debugging-port=${chromePort}`, `--user-data-dir=${profile}`, 'about:blank'],
  { stdio: 'ignore' },
);
try {
  await waitHealthy();
  await waitFor(`http://127.0.0.1:${chromePort}/json/version`);
  const list = (await (await fetch(`${origin}/api/events?when=upcoming`)).json()) as {
    events: { id: number }[];
  };
  const eventId = list.events[0]?.id;
  const pages = ['/', ...(eventId ? [`/events/${eventId}`] : [])];
  // One unmeasured visit warms the server (gazetteer, IP database, query plans).
  for (const page of pages) await fetch(`${origin}${page}`);
  console.log(
    '| page | run | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | load avg (1 min) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      // LIGHTHOUSE_REPORTS=<dir> keeps each run's full report, to see which tasks block and why.
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = `${page === '/' ? 'home' : page.replaceAll('/', '-').slice(1)}-${run}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) console.log(`  ${page} run ${run} failed: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      console.log(
        `| ${page} | ${run} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${metric('speed-index')} | ${loadavg()[0]!.toFixed(2)} |`,
      );
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        const failing = lhr.categories[id]?.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (failing?.length) console.log(`  ${page} ${id} failing: ${failing.join(', ')}`);
      }
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

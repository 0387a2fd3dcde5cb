// `npm run bench -- first-card [runs] [buildDir]`: time from navigation to the first event card, on
// the built app (dist/ unless buildDir is given) with the demo seed, in Debian's Chromium.
//
// Scenarios, each the median of `runs` (default 7) fresh browser contexts:
// - home, full load: open /?nearMe=false; until the first event card is in the DOM.
// - home, in-app: open /auth, then click the header's home link; from the click to the first card.
// - event page, in-app: open /?nearMe=false, then click the first card; from the click to the
//   event's title heading.
// The in-app cases are where route loaders count: the page's chunk and its data are both fetched
// after the click, so starting the query in the loader overlaps the two.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/support/chromium.ts';
import { freePort } from './reliability-helpers-server.ts';

const runs = Number(process.argv[2] ?? 7);
const buildDir = process.argv[3] ?? 'dist';
const CARD = 'a[aria-label^="View Details: "]';

async function startApp(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'confetti-first-card-'));
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'true',
      // The demo poster job would draw for minutes on the cores the browser measures with.
      DEMO_POSTERS: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the app did not start');
}

/** Records, in the page, when `selector` first matches (performance.now()). */
function watchFor(page: Page, selector: string) {
  return page.addInitScript((sel: string) => {
    const w = window as unknown as { __seen?: number };
    const check = () => {
      if (w.__seen === undefined && document.querySelector(sel)) w.__seen = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', check);
    const poll = () => {
      check();
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, selector);
}

const seenAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen?: number }).__seen ?? performance.now());
const markClick = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __seen?: number }).__seen = undefined;
    return performance.now();
  });

async function measure(browser: Browser, url: string, scenario: (page: Page) => Promise<number>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    times.push(await scenario(page));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, min: times[0]!, max: times.at(-1)! };
}

const homeFullLoad = async (page: Page) => {
  await watchFor(page, CARD);
  await page.goto('/?nearMe=false');
  await page.waitForSelector(CARD);
  return (await seenAt(page))!;
};

const homeInApp = async (page: Page) => {
  await watchFor(page, CARD);
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  const link = page.locator('header a[href="/"]').first();
  const start = await markClick(page);
  await link.click();
  await page.waitForSelector(CARD);
  return (await seenAt(page))! - start;
};

const eventInApp = async (page: Page) => {
  await watchFor(page, 'main h1');
  await page.goto('/?nearMe=false');
  await page.waitForSelector(CARD);
  await page.waitForLoadState('networkidle');
  const title = (await page.locator(CARD).first().getAttribute('aria-label'))!.replace('View Details: ', '');
  const start = await markClick(page);
  await page.locator(CARD).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return (await seenAt(page))! - start;
};

const { url, child, dataDir } = await startApp();
const browser = await launchChromium();
try {
  console.log(`first event card, ${buildDir}, median of ${runs} runs (ms from navigation):`);
  for (const [name, scenario] of [
    ['home, full load', homeFullLoad],
    ['home, in-app from /auth', homeInApp],
    ['event page, in-app from home', eventInApp],
  ] as const) {
    const { median, min, max } = await measure(browser, url, scenario);
    console.log(
      `  ${name.padEnd(30)} median ${median.toFixed(0)}  (min ${min.toFixed(0)}, max ${max.toFixed(0)})`,
    );
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../src/server/testing/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appStartsFile: string;
    adminUsername: string;
    adminPassword: string;
  }
}

const ADMIN = { username: 'e2e-admin', password: 'E2e!Admin-Pass1', email: 'e2e-admin@example.com' };

/** A child killed by a signal keeps `exitCode` null: only both being null means it still runs. */
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(child))
      throw new Error(
        `the app exited (code ${child.exitCode}, signal ${child.signalCode}) before it was ready`,
      );
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${url}/api/health within ${timeoutMs} ms`);
}

const APP_LOG = 'test-results/reports/e2e-app.log';
/**
 * Each time the app stopped while the journeys ran, with the last lines it printed: `npm test` reads
 * it to run the failed journeys again on a fresh app, and the teardown prints it, so a run's output
 * says why the app went away.
 */
const APP_OUTAGES = 'test-results/reports/e2e-app-outages.log';
const OUTAGE_CONTEXT_LINES = 25;

/** The app's CPU time so far (user + system, seconds) and its state letter, from /proc (Linux). */
function processState(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / 100;
    return `state ${fields[0]}, cpu ${cpuSeconds.toFixed(1)} s`;
  } catch {
    return 'no /proc entry';
  }
}

/**
 * Asks the app for its health every few seconds while the journeys run, and writes to the app's log
 * each time it does not answer within 10 s, with its CPU time: a journey that times out then shows
 * whether the app was stalled (CPU still climbing: a loop that never yields) or idle (waiting on
 * something that never comes).
 */
function watchHealth(url: string, child: ChildProcess, log: (line: string) => void): () => void {
  let stopped = false;
  const loop = async () => {
    while (!stopped && isRunning(child)) {
      const started = Date.now();
      try {
        await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
      } catch (err) {
        if (stopped) return;
        log(
          `[e2e watch] ${new Date().toISOString()} /api/health gave no answer in ${Date.now() - started} ms ` +
            `(${(err as Error).name}); app ${processState(child.pid ?? 0)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 5000));
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
}

/** What the app prints when its embedded database stops under it (a PGlite fault): it then exits. */
const LOST_DATABASE = 'the embedded database (PGlite) stopped';
/** Restarts after a lost database that one run allows; past that the app stays down and journeys fail. */
const MAX_RESTARTS = 3;

/**
 * Starts the built app (dist/) on a free port with a fresh PGlite data folder and the demo seed.
 * An app that exits because its embedded database stopped (it says so first) is started again on
 * the same port and data, as `npm start` does; which start is up (or starting) is kept in a file the
 * journeys' setup reads, so a journey the restart cut into fails with PGLITE_BACKEND_LOST and its file runs
 * again. An app that exits for any other reason stays down.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'confetti-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO_DATA: 'true',
    // Journeys read demo events as seeded (the image journey takes one without an image), and the
    // job would draw for minutes on the cores the browser needs: off, with API tests of its own.
    DEMO_POSTERS: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    // Every journey signs up its own people from 127.0.0.1: the per-network limits (30 new
    // accounts an hour by default) would refuse the later ones. The limits have API tests.
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_HOUR: '1000',
  };
  // Everything the app prints goes to a log under test-results: when a journey fails, it says why.
  mkdirSync('test-results/reports', { recursive: true });
  rmSync(APP_OUTAGES, { force: true });
  const logFile = createWriteStream(APP_LOG);
  const startsFile = join(dataDir, '..', `${dataDir.split('/').pop()}-starts`);
  let output = '';
  const record = (d: Buffer | string) => {
    output = (output + d).slice(-200_000);
    logFile.write(d);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  let starts = 0;
  let child: ChildProcess;
  let stopWatch = () => {};
  const start = async () => {
    starts += 1;
    writeFileSync(startsFile, `starting ${starts}`);
    const sinceStart = output.length;
    child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'dist'}/server/main.js`], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    child.on('exit', (code, signal) => {
      record(`[e2e watch] the app exited (code ${code}, signal ${signal})\n`);
      if (stopping) return;
      const lastLines = output.slice(sinceStart).trimEnd().split('\n').slice(-OUTAGE_CONTEXT_LINES);
      appendFileSync(
        APP_OUTAGES,
        `${new Date().toISOString()} start ${starts} of the app exited (code ${code}, signal ${signal}); ` +
          `its last lines:\n${lastLines.map((line) => `  | ${line}`).join('\n')}\n`,
      );
      const lostDatabase = output.slice(sinceStart).includes(LOST_DATABASE);
      if (!lostDatabase || starts > MAX_RESTARTS) return;
      record('[e2e watch] its embedded database had stopped: starting it again on the same data\n');
      stopWatch();
      start().catch((err: Error) => record(`[e2e watch] the restart failed: ${err.message}\n`));
    });
    try {
      await waitForHealth(baseUrl, child, 90_000);
    } catch (err) {
      child.kill('SIGKILL');
      throw new Error(`${(err as Error).message}\n--- app output ---\n${output}`);
    }
    writeFileSync(startsFile, `up ${starts}`);
    stopWatch = watchHealth(baseUrl, child, (line) => {
      record(`${line}\n`);
      console.error(line);
    });
  };
  await start();
  project.provide('baseUrl', baseUrl);
  project.provide('appStartsFile', startsFile);
  project.provide('adminUsername', ADMIN.username);
  project.provide('adminPassword', ADMIN.password);
  return async () => {
    stopping = true;
    stopWatch();
    if (isRunning(child)) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // An app whose event loop never yields cannot run its SIGTERM handler: the run must not wait on it.
      const timer = setTimeout(() => {
        record('[e2e watch] the app did not stop within 20 s of SIGTERM: killed\n');
        child.kill('SIGKILL');
      }, 20_000);
      await exited;
      clearTimeout(timer);
    }
    logFile.end();
    console.log(`The app's output is in ${APP_LOG}`);
    if (existsSync(APP_OUTAGES))
      console.log(`The app stopped during the run:\n${readFileSync(APP_OUTAGES, 'utf8')}`);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(startsFile, { force: true });
  };
}

// Shared by bench/load.ts, bench/kill9.ts and bench/two-process.ts: the real server (src/server/main.ts)
// in its own process, a scratch database for it, and signed-in users.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export { freePort } from '../src/server/testing/free-port.ts';

/** `--name value` from the command line, or the fallback. */
export function cliArg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed (mail included). */
  output(): string;
  stop(): Promise<void>;
};

/** Starts `src/server/main.ts` on a free port with `env` and resolves once it says it is ready. */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '10',
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      RATE_LIMIT_LOGIN_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    out += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Confetti is ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A brand-new database on the PostgreSQL server at `serverUrl`; drop() removes it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `confetti_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A temporary DATA_DIR for PGlite; remove() deletes it. */
export function scratchDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'confetti-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The Origin a browser on this server would send (writes must carry it). */
export const originHeaders = (url: string) => ({ origin: url, 'content-type': 'application/json' });

/** Registers and signs in `count` users; returns their session cookies. */
export async function signUpUsers(url: string, count: number, prefix: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${i}`;
    const password = 'Party!Time9';
    const registered = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: originHeaders(url),
      body: JSON.stringify({
        username,
        password,
        confirmPassword: password,
        email: `${username}@example.com`,
        name: `Bench User ${i}`,
      }),
    });
    if (registered.status !== 201)
      throw new Error(`register ${username}: ${registered.status} ${await registered.text()}`);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: originHeaders(url),
      body: JSON.stringify({ username, password }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login ${username}: ${login.status}`);
    cookies.push(cookie);
  }
  return cookies;
}

/** A creatable event whose title identifies the request. */
export const eventBody = (title: string) => ({
  title,
  description: 'Benchmark event.',
  date: '2027-06-05T19:00',
  location: 'New York, NY',
  category: 'Social',
});

export const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

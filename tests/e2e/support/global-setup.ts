import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../src/server/testing/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
  }
}

const ADMIN = { username: 'e2e-admin', password: 'E2e!Admin-Pass1', email: 'e2e-admin@example.com' };

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
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

/** Starts the built app (dist/) on a free port with a fresh PGlite data folder and the demo seed. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'confetti-e2e-'));
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'dist'}/server/main.js`], {
    env: {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n--- app output ---\n${output}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminUsername', ADMIN.username);
  project.provide('adminPassword', ADMIN.password);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DbHandle, migrateDatabase, openDatabase } from '../../db/client.ts';
import {
  type ScratchPostgres,
  scratchPostgresUnavailable,
  startScratchPostgres,
} from '../../testing/scratch-postgres.ts';
import { buildTestEnv } from '../../testing/test-env.ts';

// The whole app against a PostgreSQL server this test starts, stops and freezes itself.
const unavailable = scratchPostgresUnavailable();
const MESSAGE = 'Confetti cannot reach its database right now. Please try again in a minute.';
const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let server: ScratchPostgres;
let handle: DbHandle;
let app: FastifyInstance;
let clientDir: string;

async function expectOutage() {
  const [api, health, page] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/events?ignoreLocation=true' }),
    app.inject({ method: 'GET', url: '/api/health' }),
    app.inject({ method: 'GET', url: '/', headers: PAGE }),
  ]);
  expect(api.statusCode).toBe(503);
  expect(api.headers['retry-after']).toBe('30');
  expect(api.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: MESSAGE });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toMatchObject({ ok: false, down: ['database'], message: MESSAGE });
  expect(page.statusCode).toBe(503);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('<h1>Something went wrong</h1>');
  expect(page.body).toContain(MESSAGE);
}

/** Recovery needs no restart: the next requests after the server is back are answered. */
async function expectRecovery() {
  let status = 0;
  for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
    status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(status).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/events?ignoreLocation=true' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/', headers: PAGE })).statusCode).toBe(200);
}

describe.skipIf(unavailable !== null)(
  `a PostgreSQL server that goes away or hangs${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    beforeAll(async () => {
      server = await startScratchPostgres();
      // Short timeouts keep the test quick; production uses 5 s to connect and 30 s per statement.
      handle = await openDatabase({
        kind: 'postgres',
        url: server.url,
        poolSize: 4,
        connectTimeoutMs: 1000,
        statementTimeoutMs: 1000,
        onPoolError: () => {},
      });
      await migrateDatabase(handle);
      clientDir = mkdtempSync(join(tmpdir(), 'confetti-client-'));
      writeFileSync(
        join(clientDir, 'index.html'),
        '<html><head><!--app-head--><title>Default</title><!--/app-head--></head><body><div id="root"></div></body></html>',
      );
      mkdirSync(join(clientDir, '.vite'));
      writeFileSync(
        join(clientDir, '.vite', 'manifest.json'),
        JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
      );
      app = await buildApp({ db: handle.db, dbKind: 'postgres', env: buildTestEnv(), clientDir });
      await app.ready();
    }, 180_000);

    afterAll(async () => {
      server?.resume();
      await app?.close();
      await handle?.close();
      server?.destroy();
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    }, 60_000);

    it('answers normally while the server is up', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/', headers: PAGE })).statusCode).toBe(200);
    });

    it('refusing connections (stopped): API 503 with Retry-After, pages the HTML page, health names the database; back without a restart', async () => {
      server.stop();
      await expectOutage();
      server.start();
      await expectRecovery();
    }, 120_000);

    it('hanging (every server process paused): the same answers within the timeouts, not as long as it hangs; back without a restart', async () => {
      server.pause();
      // The server stays paused until these answers arrive: were requests to wait for it, they
      // would never come back. The connect and query timeouts (1 s + 5 s here) end them.
      await expectOutage();
      server.resume();
      await expectRecovery();
    }, 120_000);
  },
);

import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DbHandle, migrateDatabase, openDatabase } from '../../db/client.ts';
import { MANY_SIGN_UPS, signUpAndLogIn } from '../../testing/test-app.ts';
import { buildTestEnv } from '../../testing/test-env.ts';
import { insertEvent } from '../events/event-fixtures.ts';

/**
 * The app on the PostgreSQL server, reached through a TCP proxy this test owns: the proxy cuts every
 * connection (some with a reset, some with a clean close), refuses new ones for a while, and the
 * server itself ends the app's backends (pg_terminate_backend), all while requests are in flight.
 * The process must live through it, answer 2xx or 503, lose no acknowledged write, and recover.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

type Proxy = {
  port: number;
  /** Ends every open connection: odd ones with a TCP reset, even ones with a clean close. */
  cutAll(): number;
  /** While on, a new connection is reset as soon as it is accepted (a server refusing connections). */
  setRefusing(isRefusing: boolean): void;
  /** While on, a connection is reset when it sends BEGIN (lost as its transaction starts). */
  setCuttingAtBegin(isCutting: boolean): void;
  close(): Promise<void>;
};

async function startProxy(upstreamPort: number, upstreamHost: string): Promise<Proxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let isRefusing = false;
  let isCuttingAtBegin = false;
  // A simple-protocol query message carrying exactly "begin" (how a transaction starts).
  const BEGIN = Buffer.from('begin\0');
  const server = net.createServer((inbound) => {
    if (isRefusing) {
      inbound.resetAndDestroy();
      return;
    }
    const outbound = net.connect(upstreamPort, upstreamHost);
    const pair: [net.Socket, net.Socket] = [inbound, outbound];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
    inbound.on('data', (chunk: Buffer) => {
      if (isCuttingAtBegin && chunk.includes(BEGIN)) {
        inbound.resetAndDestroy();
        outbound.destroy();
        return;
      }
      outbound.write(chunk);
    });
    outbound.pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cutAll() {
      let n = 0;
      for (const [inbound, outbound] of [...pairs]) {
        if (n++ % 2 === 0) inbound.resetAndDestroy();
        else inbound.end();
        outbound.destroy();
      }
      return n;
    },
    setRefusing(value) {
      isRefusing = value;
    },
    setCuttingAtBegin(value) {
      isCuttingAtBegin = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) for (const socket of pair) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('losing PostgreSQL connections under load', () => {
  const dbName = `confetti_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let proxy: Proxy;
  let handle: DbHandle;
  let app: FastifyInstance;
  const users: { id: number; cookie: string }[] = [];
  const eventIds: number[] = [];
  /** Bookmarks the app answered 200/201 for: each must be in the table at the end. */
  const acknowledged = new Set<string>();

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const direct = new URL(serverUrl!);
    proxy = await startProxy(Number(direct.port || 5432), direct.hostname);
    const proxied = new URL(serverUrl!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    proxied.pathname = `/${dbName}`;
    // Short timeouts keep the test quick; production waits 5 s for a connection, 30 s per statement.
    handle = await openDatabase({
      kind: 'postgres',
      url: proxied.toString(),
      poolSize: 6,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 5000,
      onPoolError: () => {},
    });
    await migrateDatabase(handle);
    app = await buildApp({
      db: handle.db,
      dbKind: 'postgres',
      env: buildTestEnv(MANY_SIGN_UPS),
      mailer: { send: async () => {} },
      jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    });
    await app.ready();
    for (let i = 0; i < 4; i++) {
      const { user, cookie } = await signUpAndLogIn(app);
      users.push({ id: user.id, cookie });
    }
    for (let i = 0; i < 40; i++) eventIds.push(await insertEvent(handle.db, { title: `Party ${i}` }));
  }, 120_000);

  afterAll(async () => {
    proxy?.setRefusing(false);
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await admin?.query(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
  }, 60_000);

  /** One request of the mix: event reads, the signed-in user, or a transactional bookmark write. */
  let next = 0;
  async function oneRequest(): Promise<{ status: number; retryAfter: string | undefined; what: string }> {
    const n = next++;
    const user = users[n % users.length]!;
    const kind = n % 3;
    if (kind === 0) {
      const res = await app.inject({ method: 'GET', url: '/api/events?ignoreLocation=true&limit=5' });
      return { status: res.statusCode, retryAfter: res.headers['retry-after'] as string, what: 'events' };
    }
    if (kind === 1) {
      const res = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } });
      return { status: res.statusCode, retryAfter: res.headers['retry-after'] as string, what: 'user' };
    }
    const eventId = eventIds[Math.floor(n / 3) % eventIds.length]!;
    const res = await app.inject({
      method: 'POST',
      url: `/api/bookmarks/${eventId}`,
      headers: { cookie: user.cookie },
    });
    if (res.statusCode === 200 || res.statusCode === 201) acknowledged.add(`${user.id}:${eventId}`);
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] as string, what: 'bookmark' };
  }

  /** Eight clients in a loop until `until`; every answer is collected. */
  async function load(until: () => boolean) {
    const answers: Awaited<ReturnType<typeof oneRequest>>[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!until()) answers.push(await oneRequest());
      }),
    );
    return answers;
  }

  function expectOnly2xxOr503(answers: Awaited<ReturnType<typeof oneRequest>>[]) {
    const odd = answers.filter((a) => !(a.status < 300 || a.status === 503));
    expect(odd, JSON.stringify(odd.slice(0, 5))).toEqual([]);
    for (const a of answers.filter((a) => a.status === 503)) expect(a.retryAfter).toBeDefined();
  }

  async function expectRecovered() {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    // Twice the pool's size at once: were a connection lost for good (checked out and never given
    // back), some of these would wait for one until they time out.
    const answers = await Promise.all(Array.from({ length: 12 }, () => oneRequest()));
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    for (let attempt = 0; attempt < 50 && pool.totalCount !== pool.idleCount; attempt++) await sleep(50);
    expect(pool.totalCount - pool.idleCount, 'connections still checked out when idle').toBe(0);
  }

  async function expectNoAcknowledgedWriteLost() {
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    const own = new pg.Client({ connectionString: url.toString() });
    await own.connect();
    try {
      const stored = await own.query<{ key: string }>(
        `select user_id || ':' || event_id as key from bookmarks`,
      );
      const keys = new Set(stored.rows.map((r) => r.key));
      expect([...acknowledged].filter((k) => !keys.has(k))).toEqual([]);
    } finally {
      await own.end();
    }
  }

  it('survives every connection cut and its backends terminated mid-request, and recovers', async () => {
    const started = Date.now();
    let isDone = false;
    const running = load(() => isDone);
    await sleep(200);
    expect(proxy.cutAll()).toBeGreaterThan(0);
    await sleep(250);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    await sleep(250);
    proxy.cutAll();
    await sleep(250);
    isDone = true;
    const answers = await running;
    expect(answers.length).toBeGreaterThan(20);
    expectOnly2xxOr503(answers);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    await expectRecovered();
    await expectNoAcknowledgedWriteLost();
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('gives back every connection lost as its transaction begins (the pool is not drained)', async () => {
    proxy.setCuttingAtBegin(true);
    const writes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/bookmarks/${eventIds[i]}`,
          headers: { cookie: users[0]!.cookie },
        }),
      ),
    );
    proxy.setCuttingAtBegin(false);
    expect(writes.map((w) => w.statusCode)).toEqual(Array(12).fill(503));
    await expectRecovered();
  }, 60_000);

  it('answers 503 while the server refuses connections, and recovers once it accepts them again', async () => {
    proxy.setRefusing(true);
    proxy.cutAll();
    const refusedUntil = Date.now() + 2000;
    const answers = await load(() => Date.now() > refusedUntil);
    proxy.setRefusing(false);
    expectOnly2xxOr503(answers);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    await expectRecovered();
    await expectNoAcknowledgedWriteLost();
  }, 60_000);
});

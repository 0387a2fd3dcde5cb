import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { healthRoutes } from '../features/health/health.routes.ts';
import { isDatabaseUnavailable } from '../lib/errors/database-unavailable.ts';
import { registerErrorHandler } from './error-handler.ts';

// Nothing listens here (a port of this feature's test range): PostgreSQL refusing connections.
const CLOSED_PORT_URL = 'postgres://postgres@127.0.0.1:5499/postgres';

describe('a PostgreSQL server that refuses connections', () => {
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'postgres', url: CLOSED_PORT_URL, onPoolError: () => {} });
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(healthRoutes, { prefix: '/api', db: handle.db });
    app.get('/api/things', async () => handle.db.execute(sql`select 1`));
    app.get('/events/:id', async () => handle.db.execute(sql`select 1`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers an API call with 503, Retry-After and a message a person understands', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/things' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Confetti cannot reach its database right now. Please try again in a minute.',
    });
  });

  it('shows a browser asking for a page a friendly HTML page with the same message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/events/1',
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toContain('<h1>Something went wrong</h1>');
    expect(res.body).toContain('Confetti cannot reach its database right now. Please try again in a minute.');
  });

  it('has /api/health name the database as down', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toMatchObject({ ok: false, down: ['database'] });
  });
});

describe('a PostgreSQL server that does not answer in time', () => {
  it('fails a connection attempt within the connect timeout instead of waiting (timeout or unreachable network)', async () => {
    // 10.255.255.1 is unroutable: the TCP handshake never completes.
    const handle = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@10.255.255.1:5432/postgres',
      connectTimeoutMs: 300,
      onPoolError: () => {},
    });
    try {
      const error = await handle.db.execute(sql`select 1`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a statement that runs past statement_timeout', () => {
  it('is cancelled by the server and counts as the database being unavailable', async () => {
    const handle = await openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL!,
      statementTimeoutMs: 200,
      onPoolError: () => {},
    });
    try {
      const started = Date.now();
      const error = await handle.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(Date.now() - started).toBeLessThan(4000);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it('finds a refused connection or a PostgreSQL timeout through wrapping errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it('leaves other faults alone (a unique violation, a plain bug)', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { loadSheddingPlugin } from './load-shedding.ts';

const BUSY = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'Confetti is very busy right now. Please try again in a few seconds.',
};

let app: FastifyInstance;
afterEach(async () => app?.close());

/** An app whose /api/slow waits until the test lets it finish, as a request queued on PGlite would. */
async function buildSheddingApp(options: {
  maxEventLoopDelayMs: number;
  pglite: { poolSize: number; maxWaitMs: number } | null;
  onFast?: () => void;
}) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: options.maxEventLoopDelayMs,
    pglite: options.pglite,
  });
  app.get('/api/slow', async () => {
    await gate;
    return { ok: true };
  });
  app.get('/api/fast', async () => {
    options.onFast?.();
    return { ok: true };
  });
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/assets/index-1.js', async () => 'console.log(1)');
  app.get('/assets/index-1.css', async () => 'body{}');
  app.get('/assets/outfit-1.woff2', async () => 'font');
  app.get('/assets/hero-1.webp', async () => 'image');
  app.get('/favicon.svg', async () => '<svg/>');
  app.get('/events/1', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  await app.ready();
  return { release: () => release() };
}

describe('PGlite queue limit', () => {
  it('runs the pool, queues while the wait is short, answers 503 with Retry-After at once past the longest wait, and admits again when one finishes', async () => {
    const { release } = await buildSheddingApp({
      maxEventLoopDelayMs: 600_000,
      pglite: { poolSize: 1, maxWaitMs: 50 },
    });
    const first = app.inject({ method: 'GET', url: '/api/slow' });
    // Let the first reach its handler: the second then waits for its turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = app.inject({ method: 'GET', url: '/api/slow' });
    // The second has now waited longer than the longest wait: a newcomer is refused.
    await new Promise((resolve) => setTimeout(resolve, 80));
    const refused = await app.inject({ method: 'GET', url: '/api/fast' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual(BUSY);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // The client's files never touch the database: a page can still load its bundle.
    expect((await app.inject({ method: 'GET', url: '/assets/index-1.js' })).statusCode).toBe(200);

    release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/fast' })).statusCode).toBe(200);
  });

  it('starts at most the pool size on one turn of the event loop, the rest on later turns', async () => {
    const startedOnTurn: number[] = [];
    let turn = 0;
    let isTurning = true;
    const countTurns = () => {
      turn += 1;
      if (isTurning) setImmediate(countTurns);
    };
    await buildSheddingApp({
      maxEventLoopDelayMs: 600_000,
      pglite: { poolSize: 2, maxWaitMs: 60_000 },
      onFast: () => startedOnTurn.push(turn),
    });
    setImmediate(countTurns);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/fast' })),
    );
    isTurning = false;
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const perTurn = new Map<number, number>();
    for (const t of startedOnTurn) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(startedOnTurn).toHaveLength(6);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(2);
  });

  it('shows a page request the friendly HTML page, not JSON', async () => {
    const { release } = await buildSheddingApp({
      maxEventLoopDelayMs: 600_000,
      pglite: { poolSize: 1, maxWaitMs: 10 },
    });
    const held = app.inject({ method: 'GET', url: '/api/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const queued = app.inject({ method: 'GET', url: '/api/slow' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const page = await app.inject({
      method: 'GET',
      url: '/events/1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain('<h1>Something went wrong</h1>');
    expect(page.body).toContain(BUSY.message);
    expect(page.body).toContain('Try again');
    release();
    await held;
    await queued;
  });

  it('queues a burst of 100 quick requests and serves them all', async () => {
    await buildSheddingApp({ maxEventLoopDelayMs: 600_000, pglite: { poolSize: 4, maxWaitMs: 3000 } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => app.inject({ method: 'GET', url: '/api/fast' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
  });

  it('refuses at once when the requests ahead, at the pace they have lately been served, would pass the longest wait', async () => {
    let holdMs = 0;
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(loadSheddingPlugin, {
      maxEventLoopDelayMs: 600_000,
      pglite: { poolSize: 2, maxWaitMs: 200 },
    });
    app.get('/api/work', async () => {
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      return { ok: true };
    });
    await app.ready();
    // Requests lately held their place 50 ms each: two places, so about 4 ahead make 100 ms of wait.
    holdMs = 50;
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/api/work' })).statusCode).toBe(200);
    const burst = Array.from({ length: 12 }, () => app.inject({ method: 'GET', url: '/api/work' }));
    const codes = (await Promise.all(burst)).map((a) => a.statusCode);
    // The first ones fit in 200 ms of waiting; the rest are refused without waiting at all.
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(3);
    expect(codes.filter((c) => c === 503).length).toBeGreaterThanOrEqual(2);
    expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
  });

  it('is off on PostgreSQL (null limit): many requests in progress are all served', async () => {
    const { release } = await buildSheddingApp({ maxEventLoopDelayMs: 600_000, pglite: null });
    const pending = Array.from({ length: 40 }, () => app.inject({ method: 'GET', url: '/api/slow' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    for (const res of await Promise.all(pending)) expect(res.statusCode).toBe(200);
  });
});

describe('event-loop delay', () => {
  it('answers 503 with Retry-After while the loop lags past the limit, and keeps /api/health answering', async () => {
    await buildSheddingApp({ maxEventLoopDelayMs: 50, pglite: null });
    // Sustained lag, as synchronous work in every request would cause: 150 ms blocks with the loop
    // turning between them, for longer than a sample period (0.5 s) and the start-up grace (1 s).
    const until = Date.now() + 2000;
    while (Date.now() < until) {
      const blockUntil = Date.now() + 150;
      while (Date.now() < blockUntil) {
        /* busy */
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const refused = await app.inject({ method: 'GET', url: '/api/fast' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual(BUSY);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // A page needs its scripts, styles, fonts and images whatever the load: they are never shed.
    for (const url of [
      '/assets/index-1.js',
      '/assets/index-1.css',
      '/assets/outfit-1.woff2',
      '/assets/hero-1.webp',
      '/favicon.svg',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceUnavailableError } from '../lib/errors/app-errors.ts';

/** What a person reads when the server refuses work to stay responsive. */
export const BUSY_MESSAGE = 'Confetti is very busy right now. Please try again in a few seconds.';
/** A refused client may come back this many seconds later. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const SAMPLE_INTERVAL_MS = 500;

export type LoadSheddingOptions = {
  /**
   * Mean event-loop delay (ms, sampled every half second) past which new requests are refused; 0 is
   * off. A loop blocked through a whole sample counts as past any limit.
   */
  maxEventLoopDelayMs: number;
  /**
   * While the database is PGlite (null on PostgreSQL, whose pool bounds waiting itself): how many
   * requests run at once (`poolSize`) and how long a new request may expect to wait for its turn
   * (`maxWaitMs`); past that it is answered 503 at once.
   */
  pglite: { poolSize: number; maxWaitMs: number } | null;
};

/** The liveness probe stays answerable while the server sheds load, so a balancer sees it alive. */
function isExempt(request: FastifyRequest): boolean {
  return request.url === '/api/health' || request.url.startsWith('/api/health?');
}

/**
 * The built client's files (scripts, styles, fonts, images, icons) are read from disk, never the
 * database, and cost little to send; a page whose bundle or stylesheet is refused does not work at
 * all. They are never shed, neither by the event-loop check nor by the PGlite turns.
 */
const CLIENT_FILE =
  /^\/(assets\/|[^/?]+\.(?:m?js|css|map|ico|png|svg|webp|avif|jpe?g|gif|woff2?|ttf|otf|webmanifest)(?:\?|$))/;
const isClientFile = (request: FastifyRequest) => CLIENT_FILE.test(request.url);

/**
 * How long a connection that was just refused is not read from. A browser honours Retry-After; a
 * client that asks again at once would otherwise keep the loop busy refusing it, and new
 * connections, accepted one per turn of the loop, would wait behind that work.
 */
const REFUSED_PAUSE_MS = 250;
const refused = new WeakSet<FastifyRequest>();

function busy(request: FastifyRequest): ServiceUnavailableError {
  refused.add(request);
  return new ServiceUnavailableError(BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS);
}

function pauseRefusedConnection(request: FastifyRequest): void {
  if (!refused.has(request)) return;
  const socket = request.raw.socket;
  // Injected requests (tests) have a stand-in socket without flow control.
  if (!socket || socket.destroyed || typeof socket.pause !== 'function') return;
  socket.pause();
  setTimeout(() => socket.resume(), REFUSED_PAUSE_MS).unref();
}

/**
 * Load shedding: when the event loop lags past its limit (@fastify/under-pressure), or when PGlite
 * already has its queue full, a new request is answered 503 with Retry-After at once instead of
 * waiting for seconds. `/api/health` and the client's own files are never refused.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app: FastifyInstance, { maxEventLoopDelayMs, pglite }) => {
    // The first samples after start-up measure the start-up itself (migrations and the demo seed
    // block the loop before the server answers anything), not load: they are not acted on.
    let readyAt = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      readyAt = Date.now();
    });
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: SAMPLE_INTERVAL_MS,
      // An async handler that throws hands the error to the app's error handler (JSON or the HTML page).
      pressureHandler: async (request, _reply, type, value) => {
        if (isExempt(request) || isClientFile(request) || Date.now() - readyAt < 2 * SAMPLE_INTERVAL_MS)
          return;
        // A sample period with no reading at all is one long stall that is already over (a first
        // use loading the place data, say), not sustained lag: requests are not refused for it.
        if (type === 'eventLoopDelay' && !Number.isFinite(value)) return;
        throw busy(request);
      },
    });

    app.addHook('onResponse', async (request) => pauseRefusedConnection(request));

    if (pglite === null) return;
    const turns = createPgliteTurns(pglite.poolSize, pglite.maxWaitMs);
    app.addHook('onRequest', async (request) => {
      if (isExempt(request) || isClientFile(request)) return;
      await turns.take(request);
    });
    app.addHook('onResponse', async (request) => turns.give(request));
    // A client that hangs up frees its place or its turn (onResponse may not run then).
    app.addHook('onRequestAbort', async (request) => turns.give(request));
  },
);

/**
 * Turns for requests on PGlite. PGlite runs each query on this thread, so a request's database work
 * blocks the event loop, and Node accepts one new connection per turn of the loop: if every ready
 * socket's request ran in the same turn, a turn would take as long as all of them together, new
 * connections would wait seconds to be accepted, and a queue of work would sit unseen in socket
 * buffers. So a request waits here, visibly, and at most `poolSize` start on each turn (and run at
 * once).
 *
 * The queue is measured in waiting time, not in requests: a burst of quick writes is queued and
 * served, while a queue that would keep a newcomer waiting longer than `maxWaitMs` refuses it at
 * once. The expected wait is the requests ahead of it, per place in the pool, times how long a
 * request has lately held its place; the wait of the oldest request still queued counts too, so
 * an estimate that is too kind (the machine slowed down) is caught by what is actually happening.
 */
function createPgliteTurns(poolSize: number, maxWaitMs: number, now = () => performance.now()) {
  const waiting = new Map<FastifyRequest, { start: () => void; since: number }>();
  const running = new Map<FastifyRequest, number>();
  /** How long a request has lately held its place (a moving average, ms). */
  let heldMs = 0;
  let isScheduled = false;

  const startSome = () => {
    isScheduled = false;
    let started = 0;
    for (const [request, { start }] of waiting) {
      if (running.size >= poolSize || started >= poolSize) break;
      waiting.delete(request);
      running.set(request, now());
      started += 1;
      start();
    }
    schedule();
  };
  const schedule = () => {
    if (isScheduled || waiting.size === 0 || running.size >= poolSize) return;
    isScheduled = true;
    // On the next turn of the loop, after the sockets it reads (and the one connection it accepts).
    setImmediate(startSome);
  };
  const expectedWaitMs = () => {
    const ahead = waiting.size + Math.max(0, running.size + 1 - poolSize);
    const estimate = Math.ceil(ahead / poolSize) * heldMs;
    const oldest = waiting.values().next().value;
    return Math.max(estimate, oldest ? now() - oldest.since : 0);
  };

  return {
    take(request: FastifyRequest): Promise<void> {
      if (expectedWaitMs() > maxWaitMs) throw busy(request);
      return new Promise<void>((resolve) => {
        waiting.set(request, { start: resolve, since: now() });
        schedule();
      });
    },
    give(request: FastifyRequest): void {
      const queued = waiting.get(request);
      if (queued) {
        // It hung up while waiting: nothing will run for it, so it leaves the queue.
        waiting.delete(request);
        queued.start();
      }
      const startedAt = running.get(request);
      if (startedAt === undefined) return;
      running.delete(request);
      const held = now() - startedAt;
      heldMs = heldMs === 0 ? held : heldMs * 0.8 + held * 0.2;
      schedule();
    },
  };
}

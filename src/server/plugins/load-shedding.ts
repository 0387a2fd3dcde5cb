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
   * Requests admitted at once while the database is PGlite (null on PostgreSQL, whose pool bounds
   * waiting itself). PGlite is one connection in this process: every query waits its turn, so
   * admitting more requests than it can serve quickly only makes all of them slow.
   */
  pgliteQueueLimit: number | null;
};

/** The liveness probe stays answerable while the server sheds load, so a balancer sees it alive. */
function isExempt(request: FastifyRequest): boolean {
  return request.url === '/api/health' || request.url.startsWith('/api/health?');
}

// The built client's files (hashed bundles, fonts, icons) are read from disk, never the database.
const CLIENT_FILE = /^\/(assets\/|[^/?]+\.(?:js|css|ico|png|svg|webmanifest)(?:\?|$))/;

function busy(): ServiceUnavailableError {
  return new ServiceUnavailableError(BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS);
}

/**
 * Load shedding: when the event loop lags past its limit (@fastify/under-pressure), or when PGlite
 * already has its limit of requests in progress, a new request is answered 503 with Retry-After at
 * once instead of waiting in a queue for seconds. `/api/health` is never refused.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app: FastifyInstance, { maxEventLoopDelayMs, pgliteQueueLimit }) => {
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
        if (isExempt(request) || Date.now() - readyAt < 2 * SAMPLE_INTERVAL_MS) return;
        // A sample period with no reading at all is one long stall that is already over (a first
        // use loading the place data, say), not sustained lag: requests are not refused for it.
        if (type === 'eventLoopDelay' && !Number.isFinite(value)) return;
        throw busy();
      },
    });

    if (pgliteQueueLimit === null) return;
    let inProgress = 0;
    const admitted = new WeakSet<FastifyRequest>();
    const release = async (request: FastifyRequest) => {
      if (!admitted.has(request)) return;
      admitted.delete(request);
      inProgress -= 1;
    };
    app.addHook('onRequest', async (request) => {
      if (isExempt(request) || CLIENT_FILE.test(request.url)) return;
      if (inProgress >= pgliteQueueLimit) throw busy();
      inProgress += 1;
      admitted.add(request);
    });
    app.addHook('onResponse', release);
    // A client that hangs up before its answer frees its place too (onResponse may not run then).
    app.addHook('onRequestAbort', release);
  },
);

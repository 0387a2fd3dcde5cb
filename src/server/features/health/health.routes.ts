import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import type { Database } from '../../db/client.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
} from '../../lib/errors/database-unavailable.ts';

const downSchema = z.object({
  ok: z.literal(false),
  /** The dependencies that failed their check. */
  down: z.array(z.literal('database')),
  message: z.string(),
});

/**
 * A load balancer gives up on a check after a few seconds: the database round trip gets this long,
 * and a database that has not answered by then is reported down rather than waited for.
 */
export const HEALTH_PROBE_TIMEOUT_MS = 1500;

class ProbeTimeoutError extends Error {}

/** `select 1`, or a rejection once `timeoutMs` has passed without an answer. */
async function probeDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const query = db.execute(sql`select 1`);
  // The query may still fail after the timeout has answered; that late failure is nobody's to handle.
  query.catch(() => {});
  try {
    await Promise.race([
      query,
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeoutError(`no answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness plus a database round trip, for load balancers; a failed check names what is down. It
 * answers 200 or 503 within the probe timeout whatever the database does; it does not read the
 * session (a cookie must not make a check wait on, or fail through, the session lookup).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; probeTimeoutMs?: number }> = async (
  app,
  { db, probeTimeoutMs = HEALTH_PROBE_TIMEOUT_MS },
) => {
  app.get(
    '/health',
    {
      config: { isSessionFree: true },
      schema: {
        // 503 may also be the shared error body (a refusal from another layer), never a 500.
        response: { 200: z.object({ ok: z.literal(true) }), 503: z.union([downSchema, errorBodySchema]) },
      },
    },
    async (request, reply) => {
      try {
        await probeDatabase(db, probeTimeoutMs);
      } catch (err) {
        request.log.warn({ err }, 'health check: database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ ok: false as const, down: ['database' as const], message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      return { ok: true as const };
    },
  );
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** Liveness plus a database round trip, for load balancers; a failed check names what is down. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }), 503: downSchema } } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
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

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/** Liveness plus a database round trip, for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => {
    await db.execute(sql`select 1`);
    return { ok: true as const };
  });
};

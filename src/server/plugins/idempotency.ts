import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '#shared/errors.ts';
import type { AlsoRecord, Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../lib/errors/app-errors.ts';

/** The header a client sends with a creating request it may retry (the IETF draft's name). */
const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a request in flight owns its key before a retry may take it over (the process died). */
const LOCK_SECONDS = 30;
/** How long a stored answer is replayed; older keys are forgotten and deleted. */
const KEEP_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/**
 * How a route opts in. `replayCreated` reads back what the first attempt created, for the case where
 * it committed but its answer was lost (the process died before storing it): the route's service
 * records the new id with markCreated in its creating transaction, and a retry answers 201 with it.
 */
export type IdempotencyConfig =
  | boolean
  | { replayCreated: (resourceId: number, request: FastifyRequest) => Promise<unknown> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt a creating route in: a retried `Idempotency-Key` answers the first result. */
    idempotency?: IdempotencyConfig;
  }
  interface FastifyRequest {
    idempotency: { userId: number; key: string } | null;
  }
}

/**
 * `Idempotency-Key` for creating routes that opt in with `config: { idempotency: true }`. Per
 * signed-in user and key, the first 2xx answer is stored in the database (so every app server
 * sees it); a retry with the same key and the same request gets that answer back with
 * `Idempotent-Replayed: true` and creates nothing. A failed first attempt (4xx/5xx) keeps nothing,
 * so a retry really runs again. Requests without the header, or from guests, are untouched.
 */
export const idempotencyPlugin = fp<{ db: Database }>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotency) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key))
      throw new AppError(
        400,
        'BAD_REQUEST',
        'Idempotency-Key must be 1 to 255 visible ASCII characters (a random UUID works).',
      );
    const user = request.user;
    if (!user) return; // The route answers 401 itself; nothing is created, nothing to remember.
    const requestHash = hashRequest(request);
    const owned = await claimKey(db, user.id, key, requestHash);
    if (owned) {
      request.idempotency = { userId: user.id, key };
      return;
    }
    const config = request.routeOptions.config.idempotency;
    return replay(request, user.id, db, key, requestHash, reply, typeof config === 'object' ? config : null);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          responseBody: payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        })
        .where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
});

/**
 * For a service's creating transaction: records the new resource's id on the request's key, so the
 * record and the resource commit together. Answers undefined when the request carries no key.
 */
export function markCreated(request: FastifyRequest): AlsoRecord | undefined {
  const claim = request.idempotency;
  if (!claim) return undefined;
  return async (tx, resourceId) => {
    await tx
      .update(idempotencyKeys)
      .set({ resourceId })
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  };
}

function hashRequest(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** Takes the key for this request: a new row, or one whose earlier owner stopped answering. */
async function claimKey(db: Database, userId: number, key: string, requestHash: string): Promise<boolean> {
  const lockedUntil = sql`now() + make_interval(secs => ${LOCK_SECONDS})`;
  if (Math.random() < 0.01) {
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`));
  }
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, lockedUntil })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ lockedUntil, createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, requestHash),
        isNull(idempotencyKeys.statusCode),
        // A first attempt that created something is never run again, however long ago it stopped.
        isNull(idempotencyKeys.resourceId),
        lt(idempotencyKeys.lockedUntil, sql`now()`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

async function replay(
  request: FastifyRequest,
  userId: number,
  db: Database,
  key: string,
  requestHash: string,
  reply: FastifyReply,
  config: Exclude<IdempotencyConfig, boolean> | null,
): Promise<FastifyReply> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (row && row.requestHash !== requestHash) {
    const body: ErrorBody = {
      message:
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    };
    return reply.status(422).send(body);
  }
  if (row && row.statusCode === null && row.resourceId !== null && config) {
    // The first attempt committed its resource, and its answer was lost with its process.
    const created = await config.replayCreated(row.resourceId, request);
    return reply.status(201).header('idempotent-replayed', 'true').send(created);
  }
  if (!row || row.statusCode === null || row.responseBody === null) {
    const body: ErrorBody = {
      message: 'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
      code: 'CONFLICT',
    };
    return reply.status(409).header('retry-after', '1').send(body);
  }
  return reply
    .status(row.statusCode)
    .header('idempotent-replayed', 'true')
    .type(row.contentType ?? 'application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(row.responseBody);
}

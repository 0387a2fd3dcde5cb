import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { matchesEtag } from './etag.ts';

/*
 * JSON answers built from parts that are reused across requests (a cached page of events): each
 * part is checked against its schema and serialized once, then the same string is sent again, and
 * an ETag lets a browser that already holds the answer get a 304 with no body.
 */

type Serialized = { json: string; hash: string };
const serialized = new WeakMap<object, Serialized>();

const hashOf = (json: string) => createHash('sha1').update(json).digest('base64url').slice(0, 16);

/**
 * The JSON of an object (checked and stripped by `schema`, as the response serializer would), made
 * once per object: a cached page sent a thousand times is serialized once.
 */
function serializeOnce<T extends object>(value: T, schema: z.ZodType<unknown, T>): Serialized {
  let done = serialized.get(value);
  if (!done) {
    const json = JSON.stringify(schema.parse(value));
    done = { json, hash: hashOf(json) };
    serialized.set(value, done);
  }
  return done;
}

/**
 * Sends one JSON object made of a reused part (`shared`, serialized once per object) and a small
 * per-request part (`own`, serialized each time), both checked against their schemas. The weak ETag
 * covers both; `private, no-cache` lets the browser keep the answer but ask each time, cheaply.
 */
export function sendJsonParts<S extends object, O extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  shared: { value: S; schema: z.ZodType<unknown, S> },
  own: { value: O; schema: z.ZodType<unknown, O> },
): FastifyReply {
  const page = serializeOnce(shared.value, shared.schema);
  const ownJson = JSON.stringify(own.schema.parse(own.value));
  const etag = `W/"${page.hash}-${hashOf(ownJson)}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  // Both are JSON objects: join their members ('{"a":1}' + '{"b":2}' -> '{"a":1,"b":2}').
  const body = ownJson === '{}' ? page.json : `${page.json.slice(0, -1)},${ownJson.slice(1)}`;
  return reply.type('application/json; charset=utf-8').send(body);
}

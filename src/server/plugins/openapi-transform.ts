import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPERATIONS } from './openapi-operations.ts';

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];
type JsonNode = Record<string, unknown>;

/** '/api/events/:id' -> '/api/events/{id}', as the document spells paths. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** A route missing from OPERATIONS still gets a unique name: `get` + the path's words. */
function fallbackOperationId(method: string, path: string): string {
  const words = path
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && word !== 'api');
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: a nullable union of one type (a URL or the
 * empty text) gets that type, and each branch admits null too, so the union still accepts null.
 */
export function typeNullableUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typeNullableUnions);
  if (!node || typeof node !== 'object') return node;
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node)) out[key] = typeNullableUnions(value);
  const branches = (out.anyOf ?? out.oneOf) as JsonNode[] | undefined;
  if (out.nullable === true && out.type === undefined && Array.isArray(branches)) {
    const types = new Set(branches.map((branch) => branch.type));
    if (types.size === 1 && typeof branches[0]?.type === 'string') {
      out.type = branches[0].type;
      const nullableBranches = branches.map((branch) => ({
        ...branch,
        nullable: true,
        ...(Array.isArray(branch.enum) ? { enum: [...branch.enum, null] } : {}),
      }));
      if (out.anyOf) out.anyOf = nullableBranches;
      else out.oneOf = nullableBranches;
    }
  }
  return out;
}

/** What a streamed answer declares: its 2xx is a text/event-stream, not JSON. */
const STREAMS: Record<string, string> = {
  'POST /api/chat-planner/stream':
    'The answer as text/event-stream: `delta` events `{ text }`, then `done` with the whole answer, or `error` `{ status, message }`.',
};

/**
 * The routes' zod contracts as JSON Schema (fastify-type-provider-zod), plus each operation's
 * name, summary and tag from OPERATIONS. Routes with no schema at all (the client's static files
 * and its catch-all page route) are not part of the API and stay out of the document.
 */
export function transformRoute(args: TransformArgs) {
  const { url, route } = args as TransformArgs & { route: RouteOptions };
  if (!route.schema) return { schema: { hide: true } as FastifySchema, url };
  const { schema } = jsonSchemaTransform(args) as { schema: JsonNode; url: string };
  const method = [route.method].flat()[0]!.toUpperCase();
  const key = `${method} ${openApiPath(url)}`;
  const [operationId, summary, tag] = OPERATIONS[key] ?? [
    fallbackOperationId(method, openApiPath(url)),
    key,
    'Other',
  ];
  const typed = typeNullableUnions(schema) as JsonNode;
  const stream = STREAMS[key];
  if (stream) {
    typed.response = {
      200: { description: stream, content: { 'text/event-stream': { schema: { type: 'string' } } } },
      ...(typed.response as JsonNode | undefined),
    };
  }
  return { schema: { ...typed, operationId, summary, tags: [tag] } as FastifySchema, url };
}

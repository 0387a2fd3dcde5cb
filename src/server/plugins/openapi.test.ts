import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { typeNullableUnions } from './openapi-transform.ts';

type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };
type RouteSchema = {
  hide?: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<string, z.ZodType>;
};

/**
 * What the contract says, as JSON Schema for OpenAPI 3.0, derived here independently of the plugin
 * (with the one rewrite the document makes for OpenAPI 3.0: a nullable union carries its type).
 */
function contractJson(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io }) as Record<
    string,
    unknown
  >;
  return typeNullableUnions(json) as Record<string, unknown>;
}

/** '/api/events/:id' -> '/api/events/{id}' */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let t: TestApp;
let doc: OpenApiDocument;
const routes: { method: string; url: string; schema: RouteSchema }[] = [];

beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    const schema = route.schema as RouteSchema | undefined;
    if (!schema || schema.hide) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method: method.toLowerCase(), url: route.url, schema });
    }
  };
  t = await createTestApp({}, { onRoute });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document with every route that declares a schema', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it("describes each route's params, query, body and responses exactly as its contract does", () => {
    const mismatches: string[] = [];
    const check = (where: string, actual: unknown, expected: unknown) => {
      try {
        expect(actual).toEqual(expected);
      } catch {
        mismatches.push(where);
      }
    };
    for (const { method, url, schema } of routes) {
      const op = doc.paths[openApiPath(url)]?.[method];
      if (!op) continue;
      const name = `${method.toUpperCase()} ${url}`;
      for (const [part, location] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        const zodSchema = schema[part];
        if (!zodSchema) continue;
        const expected = contractJson(zodSchema, 'input') as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        const actual = Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === location).map((p) => [p.name, p.schema]),
        );
        check(`${name} ${part}`, actual, expected.properties ?? {});
      }
      if (schema.body) {
        check(
          `${name} body`,
          op.requestBody?.content['application/json']?.schema,
          contractJson(schema.body, 'input'),
        );
      }
      for (const [status, zodSchema] of Object.entries(schema.response ?? {})) {
        check(
          `${name} ${status}`,
          op.responses[status]?.content?.['application/json']?.schema,
          contractJson(zodSchema, 'output'),
        );
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page under the strict CSP, with no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body?.trim()).toBe('');
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { OPERATIONS } from './openapi-operations.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { name: string }[];
  responses: Record<string, unknown>;
};
type OpenApiDocument = {
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, { type: string; in: string; description: string }> };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let source: string;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  source = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
  doc = JSON.parse(source);
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('GET /api/openapi.json for client generators', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('names, summarises and tags every operation from the one table, each name once', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(90);
    expect(all.map((o) => o.key).filter((key) => !OPERATIONS[key])).toEqual([]);
    for (const { key, op } of all) {
      expect(op.operationId, key).toBe(OPERATIONS[key]![0]);
      expect(op.summary, key).toBe(OPERATIONS[key]![1]);
      expect(op.tags, key).toEqual([OPERATIONS[key]![2]]);
      expect((op.parameters ?? []).map((p) => p.name)).not.toContain('*');
    }
    const ids = all.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the session cookie with the CSRF rule, a server, and the planner stream as a 2xx', () => {
    expect(doc.components.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.securitySchemes?.session?.description).toMatch(/Origin .*CSRF_REJECTED/);
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.paths['/api/chat-planner/stream']?.post?.responses['200']).toMatchObject({
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    });
  });

  it('generates a typed client that compiles against real calls and rejects a wrong one', async () => {
    const types = astToString(await openapiTS(JSON.parse(source)));
    // Inside the project, so the generated code resolves openapi-fetch like any module here.
    mkdirSync('node_modules/.cache', { recursive: true });
    const dir = mkdtempSync(join('node_modules/.cache', 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), types);
      const calls = `
        import createClient from 'openapi-fetch';
        import type { paths } from './api';
        const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });
        export async function calls() {
          const event = await api.GET('/api/events/{id}', { params: { path: { id: '42' } } });
          const title: string | undefined = event.data?.title;
          const vendors = await api.GET('/api/vendors', { params: { query: { ignoreLocation: 'true', q: 'dj in austin' } } });
          const count: number | undefined = vendors.data?.total;
          const sent = await api.POST('/api/quote-requests/{id}/messages', {
            params: { path: { id: '7' } },
            body: { message: 'Can you start at 7 pm?' },
          });
          const side: 'customer' | 'vendor' | 'admin' | undefined = sent.data?.viewerSide;
          const settings = await api.PATCH('/api/admin/settings', { body: { isSignUpOpen: false } });
          const failed: string | undefined = settings.error?.message;
          return [title, count, side, failed];
        }
      `;
      const wrong = `
        import createClient from 'openapi-fetch';
        import type { paths } from './api';
        const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });
        export const wrong = api.POST('/api/quote-requests/{id}/messages', {
          params: { path: { id: '7' } },
          body: { text: 'not the field the API reads' },
        });
      `;
      writeFileSync(join(dir, 'calls.ts'), calls);
      writeFileSync(join(dir, 'wrong.ts'), wrong);
      const compile = (file: string) =>
        ts
          .getPreEmitDiagnostics(
            ts.createProgram([join(dir, file)], {
              strict: true,
              noEmit: true,
              target: ts.ScriptTarget.ES2022,
              module: ts.ModuleKind.ESNext,
              moduleResolution: ts.ModuleResolutionKind.Bundler,
              lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
              types: [],
              skipLibCheck: true,
            }),
          )
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(compile('calls.ts')).toEqual([]);
      expect(compile('wrong.ts').join('\n')).toMatch(/text/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reaches the API through the client library the generated types are written for', async () => {
    // The app answers in-process: the client's fetch is handed to Fastify's inject.
    const fetchFromApp = async (request: Request) => {
      const url = new URL(request.url);
      const answer = await t.app.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ...(request.body ? { payload: await request.text() } : {}),
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    const api = createClient<Record<string, never>>({ baseUrl: 'http://confetti.test', fetch: fetchFromApp });
    const config = await (api as unknown as ReturnType<typeof createClient>).GET('/api/config' as never);
    expect(config.response.status).toBe(200);
    expect(config.data).toMatchObject({ siteName: 'Confetti', isSignUpOpen: true });
    const missing = await (api as unknown as ReturnType<typeof createClient>).GET(
      '/api/events/999999' as never,
    );
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });
  });
});

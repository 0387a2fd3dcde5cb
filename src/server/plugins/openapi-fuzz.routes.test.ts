import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../lib/events/event-fixtures.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../testing/test-app.ts';

/**
 * Every operation in the OpenAPI document, every one of its path, query and body fields in turn,
 * with each hostile value (NUL, other control characters, numbers past int4 and past a double,
 * a huge string), signed in: the answer is never a 5xx. The other fields keep ordinary values, so
 * the hostile one is the field that reaches the code behind the route.
 */
type Schema = { type?: string; properties?: Record<string, Schema>; enum?: unknown[]; format?: string };
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const HOSTILE: unknown[] = [
  'a\u0000b',
  'line\u001b[31m\u0007\u0008end',
  '2147483648',
  '99999999999999999999',
  2147483648,
  1e308,
  'x'.repeat(20_000),
];

/** An ordinary value for a field, so a request is refused (or served) for its hostile field only. */
function ordinary(schema: Schema | undefined): unknown {
  if (!schema) return '1';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') return {};
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri') return 'https://example.com/x';
  return '1';
}

let t: TestApp;
let cookie: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({ ...MANY_SIGN_UPS, PGLITE_MAX_QUEUE_WAIT_MS: '60000' });
  const signedIn = await signUpAndLogIn(t.app);
  cookie = signedIn.cookie;
  await insertEvent(t.db, { organizerId: signedIn.user.id });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 120_000);
afterAll(async () => t.close());

type Case = { method: string; url: string; payload?: Record<string, unknown> };

function casesFor(path: string, method: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const body = op.requestBody?.content['application/json']?.schema?.properties ?? null;
  const fields = [
    ...params.map((p) => ({ where: p.in, name: p.name, schema: p.schema })),
    ...Object.entries(body ?? {}).map(([name, schema]) => ({ where: 'body', name, schema })),
  ];
  const build = (target: string | null, value: unknown): Case => {
    const pick = (where: string, name: string, schema: Schema | undefined) =>
      where === target?.split(':')[0] && name === target?.split(':')[1] ? value : ordinary(schema);
    const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      encodeURIComponent(String(pick('path', name, params.find((p) => p.name === name)?.schema))),
    );
    const query = new URLSearchParams();
    for (const p of params.filter((p) => p.in === 'query')) {
      const v = pick('query', p.name, p.schema);
      if (target === `query:${p.name}` || v !== undefined) query.set(p.name, String(v));
    }
    const payload = body
      ? Object.fromEntries(Object.entries(body).map(([name, s]) => [name, pick('body', name, s)]))
      : undefined;
    const search = query.toString();
    return { method, url: url + (search ? `?${search}` : ''), ...(payload ? { payload } : {}) };
  };
  return fields.flatMap((f) => HOSTILE.map((value) => build(`${f.where}:${f.name}`, value)));
}

describe('every documented route with hostile values in every field', () => {
  it('never answers 5xx', async () => {
    const cases = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => casesFor(path, method.toUpperCase(), op)),
    );
    expect(cases.length).toBeGreaterThan(300);
    // Bounded by count: the whole sweep, in document order.
    expect(cases.length).toBeLessThan(3000);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method as 'POST',
        url: c.url,
        headers: { cookie },
        ...(c.payload ? { payload: c.payload } : {}),
      });
      if (res.statusCode >= 500)
        failures.push(`${c.method} ${c.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

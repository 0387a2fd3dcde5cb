import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { sessionPlugin } from '../../plugins/session.ts';
import { healthRoutes } from './health.routes.ts';

const never = () => new Promise<never>(() => {});
const refused = () =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));

/** The health route behind the session plugin, over a database that answers with `execute`. */
async function buildHealthApp(execute: () => Promise<unknown>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The session lookup fails the same way the database does.
  await app.register(sessionPlugin, { findUser: execute as never, cookieSecure: 'auto' });
  await app.register(healthRoutes, { prefix: '/api', db: { execute } as unknown as Database });
  await app.ready();
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

describe('GET /api/health', () => {
  it.each([
    ['hangs', never],
    ['refuses connections', refused],
  ])(
    'answers 503 within its probe timeout when the database %s, with or without a session cookie',
    async (_what, execute) => {
      app = await buildHealthApp(execute);
      // A hung database never answers: an answer at all comes from the probe's own timeout (1.5 s).
      for (const headers of [{}, { cookie: 'confetti_session=abc123' }]) {
        const res = await app.inject({ method: 'GET', url: '/api/health', headers });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.json()).toMatchObject({ ok: false, down: ['database'] });
      }
    },
  );

  it('answers 200 with a cookie when the database answers (the session is not looked up)', async () => {
    app = await buildHealthApp(async () => ({ rows: [] }));
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'confetti_session=abc123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});

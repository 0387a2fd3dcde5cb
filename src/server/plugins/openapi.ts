import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the reference page lives; its assets are served from the same origin under it. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * An OpenAPI 3 document generated from the routes' zod contracts (the same schemas that validate
 * requests and serialize responses), at /api/openapi.json, and a Swagger UI reference at /api/docs.
 * Register before the routes: @fastify/swagger collects each route as it is added.
 * Swagger UI ships its bootstrap as a separate file (no inline script), so it runs under the app's
 * CSP (script-src 'self') unchanged.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Confetti API',
        description:
          'Discover, plan and share parties and social events. Cookie sessions: sign in with POST /api/login; writes must come from the same origin (CSRF defence).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    staticCSP: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

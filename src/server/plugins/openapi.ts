import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TAGS } from './openapi-operations.ts';
import { transformRoute } from './openapi-transform.ts';
import { SESSION_COOKIE } from './session.ts';

/** Where the reference page lives; its assets are served from the same origin under it. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * Swagger UI's own colours miss WCAG AA contrast (white on light green, blue and orange method
 * badges, the version badges, light blue links): the same hues, darkened to at least 4.5:1.
 * Its scheme bar (a servers select with no label, and 'Authorize' in green on white) is hidden: the
 * document names one server, this page's own, and its "Try it out" calls carry the visitor's
 * session cookie as any call from the site does.
 */
const API_DOCS_CSS = `
.swagger-ui .scheme-container { display: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1a5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1c7a4a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5200; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b42318; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #00695c; }
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #6a1b9a; }
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #0d47a1; }
.swagger-ui .info .title small pre { background: #4a5160; }
.swagger-ui .info .title small.version-stamp, .swagger-ui .info .title small.version-stamp pre { background: #3d5a00; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1a5fa8; }
.swagger-ui .btn.execute { background-color: #1a5fa8; border-color: #1a5fa8; }
.swagger-ui .response-col_status, .swagger-ui .parameter__in, .swagger-ui .prop-format { color: #4a5160; }
.swagger-ui .parameter__name.required span, .swagger-ui .parameter__name.required::after { color: #b42318; }
`;

/**
 * An OpenAPI 3 document generated from the routes' zod contracts (the same schemas that validate
 * requests and serialize responses), at /api/openapi.json, and a Swagger UI reference at /api/docs.
 * Register before the routes: @fastify/swagger collects each route as it is added.
 * Swagger UI ships its bootstrap as a separate file (no inline script), so it runs under the app's
 * CSP (script-src 'self') unchanged.
 */
export const openApiPlugin = fp<{ publicUrl?: string | undefined }>(async (app: FastifyInstance, opts) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Confetti API',
        description:
          'Discover, plan and share parties and social events. Cookie sessions: sign in with POST /api/login; writes must come from the same origin (CSRF defence).',
        version: '1.0.0',
      },
      // The paths carry their /api prefix: the server is the site itself.
      servers: [
        opts.publicUrl
          ? { url: opts.publicUrl, description: 'This site' }
          : { url: '/', description: 'The site that serves this document' },
      ],
      tags: TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie set by POST /api/login (HttpOnly, SameSite=Lax). CSRF rule: a write (POST, PUT, PATCH, DELETE) that a browser sends must carry an Origin (or Referer) header naming the exact scheme, host and port the API is served on, or it is refused with 403 CSRF_REJECTED; clients that are not browsers (scripts, servers) may omit both.',
          },
        },
      },
      // Every operation reads the session when there is one; those that need a user answer 401 without it.
      security: [{}, { session: [] }],
    },
    transform: transformRoute,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // BaseLayout leaves out the top bar (an unlabelled URL box and a logo without alt text), and
    // without deep links an operation's path is not a link nested in its expand button.
    uiConfig: { deepLinking: false, docExpansion: 'list', layout: 'BaseLayout' },
    theme: {
      title: 'API reference · Confetti',
      css: [{ filename: 'confetti-docs.css', content: API_DOCS_CSS }],
    },
    staticCSP: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

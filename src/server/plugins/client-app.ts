import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteUrlOf } from '../lib/http/site-url.ts';

type ClientAppOptions = {
  clientDir: string;
  publicUrl?: string;
  /** Tags replacing the default <head> metadata for a path, or null to keep the defaults. */
  renderHead?: (path: string, siteUrl: string) => Promise<string | null>;
};

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/**
 * Serves the built client: hashed assets with a year-long cache, and index.html for every
 * other GET that is not an API call, so client-side routes work on reload. Pages a crawler may
 * share (an event, the home page) get their <head> metadata rendered on the server.
 */
export const clientAppPlugin = fp<ClientAppOptions>(
  async (app: FastifyInstance, { clientDir, publicUrl, renderHead }) => {
    const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Serves the .br/.gz twins written at build time to browsers that accept them.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/')) {
        return reply.status(404).send({ message: `No route for GET ${path}`, code: 'NOT_FOUND' });
      }
      const head = renderHead ? await renderHead(path, siteUrlOf(request, publicUrl)) : null;
      const html = head
        ? indexHtml.replace(HEAD_BLOCK, () => `<!--app-head-->${head}<!--/app-head-->`)
        : indexHtml;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  },
);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_DATA_ELEMENT_ID } from '#shared/constants.ts';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { resolveEventImage } from '#shared/lib/event-image.ts';
import { escapeHtml, toScriptJson } from '../lib/http/html.ts';
import { type SiteOrigin, siteUrlOf } from '../lib/http/site-url.ts';
import { collectFirstData } from './first-data.ts';

type ClientAppOptions = {
  clientDir: string;
  site: SiteOrigin;
  /** Tags replacing the default <head> metadata for a path, or null to keep the defaults. */
  renderHead?: (path: string, siteUrl: string) => Promise<string | null>;
};

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT = '<div id="root"></div>';
const STORED_IMAGE = /^\/images\/[^/?#]+$/;

/** The picture that will be the page's largest paint: the event's, or the first card's on the home grid. */
function lcpImageOf(data: FirstData): string | null {
  if (data.event) {
    // The event page's hero asks the image store for its hero size (client sizedEventImage).
    const src = resolveEventImage(data.event.image, data.event.category);
    return STORED_IMAGE.test(src) ? `${src}?size=hero` : src;
  }
  const first = data.homeEvents?.page.events[0];
  return first ? resolveEventImage(first.image, first.category) : null;
}

/**
 * The page's first data as a JSON data block (not a script: the strict CSP still holds, and the
 * JSON is escaped so no value can close the element), plus a preload of its largest picture.
 */
function withFirstData(html: string, data: FirstData): string {
  const image = lcpImageOf(data);
  const preload = image
    ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />\n`
    : '';
  return html
    .replace('</head>', () => `${preload}</head>`)
    .replace(
      ROOT,
      () =>
        `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${toScriptJson(data)}</script>${ROOT}`,
    );
}

/**
 * Serves the built client: hashed assets with a year-long cache, and index.html for every
 * other GET that is not an API call, so client-side routes work on reload. Pages a crawler may
 * share (an event, the home page) get their <head> metadata rendered on the server.
 */
export const clientAppPlugin = fp<ClientAppOptions>(
  async (app: FastifyInstance, { clientDir, site, renderHead }) => {
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
      const [path = '/', search = ''] = request.url.split('?', 2);
      if (path.startsWith('/api/')) {
        return reply.status(404).send({ message: `No route for GET ${path}`, code: 'NOT_FOUND' });
      }
      const [head, firstData] = await Promise.all([
        renderHead ? renderHead(path, siteUrlOf(request, site)) : null,
        collectFirstData(app, request, path, search),
      ]);
      const html = head
        ? indexHtml.replace(HEAD_BLOCK, () => `<!--app-head-->${head}<!--/app-head-->`)
        : indexHtml;
      // The page carries the visitor's own data (their account, their location): never shared caches.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .send(withFirstData(html, firstData));
    });
  },
);

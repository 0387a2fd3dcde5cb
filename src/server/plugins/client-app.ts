import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_DATA_ELEMENT_ID } from '#shared/constants.ts';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { PAGE_SCRIPTS_ELEMENT_ID } from '#shared/lib/early-clicks.ts';
import {
  CARD_IMAGE_SIZES,
  HERO_IMAGE_SIZES,
  resolveEventImage,
  responsiveSrcSet,
} from '#shared/lib/event-image.ts';
import { EARLY_CLICKS_TAG } from '../lib/http/early-clicks.ts';
import { escapeHtml, toScriptJson } from '../lib/http/html.ts';
import { type SiteOrigin, siteUrlOf } from '../lib/http/site-url.ts';
import { collectFirstData } from './first-data.ts';

/**
 * The client's own render of a page (dist/ssr/entry-server.js): its HTML for a URL from the page's
 * first data, or null when the route redirects.
 */
export type RenderPage = (url: string, firstData: FirstData) => Promise<string | null>;

type ClientAppOptions = {
  clientDir: string;
  site: SiteOrigin;
  /** Tags replacing the default <head> metadata for a path, or null to keep the defaults. */
  renderHead?: (path: string, siteUrl: string) => Promise<string | null>;
  /** Renders the first screen of the pages that have first data; without it they render in the browser. */
  renderPage?: RenderPage;
};

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT = '<div id="root"></div>';
const STORED_IMAGE = /^\/images\/[^/?#]+$/;
const EVENT_PAGE = /^\/events\/[1-9]\d*\/?$/;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

// The page components whose chunks the server-rendered pages preload (their keys in the manifest).
const PAGE_CHUNKS = {
  home: 'app/routes/home/home-page.tsx',
  event: 'app/routes/events/event-page.tsx',
} as const;
type PageChunk = keyof typeof PAGE_CHUNKS;

// The home hero centres its content, so a paint of it half parsed (a slow phone's parser yields)
// would move the title up as the rest arrives. A server-rendered home page is first painted once
// the parser has reached the grid's heading, which follows the hero.
const PAINT_AFTER: Partial<Record<PageChunk, string>> = { home: 'events-heading' };

/**
 * The <link> tags that fetch a page's own chunks together with the entry instead of after it ran
 * (the router loads a page's code only once the entry has started): every chunk the page imports
 * that index.html does not already load, from Vite's build manifest. That includes the parts the
 * page component itself loads lazily: the server renders them with the page, so the browser needs
 * them at once, and a part whose chunks are already listed adds no links of its own while the page
 * hydrates. Without a manifest (tests, an older build) pages simply load as before.
 */
function pagePreloads(clientDir: string): Record<PageChunk, string> {
  const path = join(clientDir, '.vite', 'manifest.json');
  const empty = { home: '', event: '' };
  if (!existsSync(path)) return empty;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return empty;
  const loaded = closure([entryKey]);
  const tagsFor = (page: string) =>
    [...closure([page, ...(manifest[page]?.dynamicImports ?? [])])]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`)
      .join('\n');
  return { home: tagsFor(PAGE_CHUNKS.home), event: tagsFor(PAGE_CHUNKS.event) };
}

type LcpImage = { href: string; srcset?: string; sizes?: string };

/**
 * The picture that will be the page's largest paint: the event's hero, or the first card's on the
 * home grid, asked for exactly as the <img> will ask: the same `src`, `srcset` (a banner's or a
 * stored poster's WebP widths, from the same shared helper) and the slot's `sizes`, so the browser
 * picks the same candidate for both and the preload is the request the page then uses.
 */
function lcpImageOf(data: FirstData): LcpImage | null {
  const first = data.event ?? data.homeEvents?.page.events[0];
  if (!first) return null;
  const resolved = resolveEventImage(first.image, first.category);
  // The event page's hero asks the image store for its hero size (client sizedEventImage).
  const href = data.event && STORED_IMAGE.test(resolved) ? `${resolved}?size=hero` : resolved;
  const srcset = responsiveSrcSet(href);
  return srcset ? { href, srcset, sizes: data.event ? HERO_IMAGE_SIZES : CARD_IMAGE_SIZES } : { href };
}

/**
 * The page's first data as a JSON data block (not a script: the strict CSP still holds, and the
 * JSON is escaped so no value can close the element), plus a preload of its largest picture.
 */
function withFirstData(html: string, data: FirstData, pageChunks: string): string {
  const image = lcpImageOf(data);
  const responsive = image?.srcset
    ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : '';
  const preload = `${
    image
      ? `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${responsive} fetchpriority="high" />\n`
      : ''
  }${pageChunks ? `${pageChunks}\n` : ''}`;
  return html
    .replace('</head>', () => `${preload}</head>`)
    .replace(
      ROOT,
      () =>
        `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${toScriptJson(data)}</script>${ROOT}`,
    );
}

const SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\n?/g;

/**
 * The page's module scripts and preloads, taken out of the HTML and listed in a JSON block that the
 * inline script (EARLY_CLICKS_TAG) reads once the page has painted.
 */
function withScriptsAfterPaint(html: string): string {
  const modules = [...html.matchAll(SCRIPT_TAG)].map((m) => m[1]!);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  const list = `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${toScriptJson({ modules, preloads })}</script>`;
  return html
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace('</head>', () => `${list}\n</head>`);
}

/**
 * A page the server rendered: its HTML in #root. It paints from that HTML and the CSS alone, and its
 * scripts only make it live, so they are asked for once it has painted (the page's picture and
 * stylesheet get the connection first). Presses made before it is live are held and made again once
 * it is (EARLY_CLICKS_TAG). A page listed in PAINT_AFTER also holds its first paint until the parser
 * reaches that element.
 */
function withServerRender(html: string, page: PageChunk, pageHtml: string): string {
  const paintAfter = PAINT_AFTER[page];
  const hold = paintAfter ? `<link rel="expect" href="#${paintAfter}" blocking="render" />\n` : '';
  return withScriptsAfterPaint(html)
    .replace('</head>', () => `${EARLY_CLICKS_TAG}\n${hold}</head>`)
    .replace(ROOT, () => `<div id="root">${pageHtml}</div>`);
}

/**
 * The page's HTML from the client's render, or null to leave the page to the browser: a render that
 * fails is logged and the visitor still gets the working page, only painted later.
 */
async function renderOnServer(
  renderPage: RenderPage,
  request: FastifyRequest,
  firstData: FirstData,
): Promise<string | null> {
  try {
    return await renderPage(`http://localhost${request.url}`, firstData);
  } catch (err) {
    request.log.warn({ err }, 'server render failed; the page renders in the browser');
    return null;
  }
}

/**
 * Serves the built client: hashed assets with a year-long cache, and index.html for every
 * other GET that is not an API call, so client-side routes work on reload. Pages a crawler may
 * share (an event, the home page) get their <head> metadata rendered on the server.
 */
export const clientAppPlugin = fp<ClientAppOptions>(
  async (app: FastifyInstance, { clientDir, site, renderHead, renderPage }) => {
    const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const preloads = pagePreloads(clientDir);
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
      const page = path === '/' ? 'home' : EVENT_PAGE.test(path) ? 'event' : null;
      const pageHtml = page && renderPage ? await renderOnServer(renderPage, request, firstData) : null;
      const document = withFirstData(html, firstData, page ? preloads[page] : '');
      // The page carries the visitor's own data (their account, their location): never shared caches.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .send(page && pageHtml !== null ? withServerRender(document, page, pageHtml) : document);
    });
  },
);

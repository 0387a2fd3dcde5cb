import type { FastifyPluginAsync } from 'fastify';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import type { SeoService } from './seo.service.ts';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

/** /robots.txt and the sitemap files, at the site root where crawlers look for them. */
export function seoRoutes(service: SeoService, site: SiteOrigin): FastifyPluginAsync {
  return async (app) => {
    app.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(service.robotsTxt(siteUrlOf(request, site))),
    );
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(await service.sitemap(siteUrlOf(request, site))),
    );
    app.get('/sitemap-static.xml', async (request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(service.staticSitemap(siteUrlOf(request, site))),
    );
    for (const [kind, read] of [
      ['events', service.eventSitemap],
      ['vendors', service.vendorSitemap],
    ] as const) {
      app.get<{ Params: { page: string } }>(`/sitemap-${kind}-:page.xml`, async (request, reply) => {
        const page = Number(request.params.page);
        const xml =
          Number.isInteger(page) && page >= 1 && page <= 100_000
            ? await read(siteUrlOf(request, site), page)
            : null;
        if (!xml) {
          return reply
            .status(404)
            .send({ message: `There is no ${kind} sitemap page ${request.params.page}.`, code: 'NOT_FOUND' });
        }
        return reply.type(XML).header('cache-control', CACHE).send(xml);
      });
    }
  };
}

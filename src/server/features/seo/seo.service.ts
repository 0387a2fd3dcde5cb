import { escapeHtml } from '../../lib/http/html.ts';
import type { SeoRepository } from './seo.repository.ts';

/** The sitemap protocol allows 50,000 URLs per file; a larger site gets an index of pages. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Public pages that are not events: discovery, search and the vendor directory. */
const STATIC_PATHS = ['/', '/search', '/vendors'];

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

const urlSet = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;

export function createSeoService({
  seoRepo,
  pageSize = SITEMAP_PAGE_SIZE,
}: {
  seoRepo: SeoRepository;
  pageSize?: number;
}) {
  async function eventPage(siteUrl: string, page: number): Promise<string | null> {
    const entries = await seoRepo.findEventPage((page - 1) * pageSize, pageSize);
    if (entries.length === 0 && page > 1) return null;
    return urlSet(entries.map((e) => urlEntry(`${siteUrl}/events/${e.id}`, e.updatedAt)));
  }

  return {
    robotsTxt(siteUrl: string): string {
      // Private areas are closed to crawlers; everything a guest can open is allowed.
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /profile',
        'Disallow: /my-events',
        'Disallow: /planner',
        'Disallow: /create-event',
        'Disallow: /events/create',
        'Disallow: /auth',
        '',
        `Sitemap: ${siteUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /**
     * /sitemap.xml: one urlset while the site fits in one file; otherwise an index pointing at
     * /sitemap-static.xml and /sitemap-events-N.xml, each at most 50,000 URLs.
     */
    async sitemap(siteUrl: string): Promise<string> {
      const total = await seoRepo.countEvents();
      if (total + STATIC_PATHS.length <= pageSize) {
        const events = await seoRepo.findEventPage(0, pageSize);
        return urlSet([
          ...STATIC_PATHS.map((p) => urlEntry(`${siteUrl}${p}`)),
          ...events.map((e) => urlEntry(`${siteUrl}/events/${e.id}`, e.updatedAt)),
        ]);
      }
      const pages = Math.ceil(total / pageSize);
      const maps = [`${siteUrl}/sitemap-static.xml`];
      for (let n = 1; n <= pages; n++) maps.push(`${siteUrl}/sitemap-events-${n}.xml`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
        .map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    },

    staticSitemap(siteUrl: string): string {
      return urlSet(STATIC_PATHS.map((p) => urlEntry(`${siteUrl}${p}`)));
    },

    /** One page of event URLs, or null past the last page. */
    eventSitemap: eventPage,
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

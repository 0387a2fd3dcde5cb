import { escapeHtml } from '../../lib/http/html.ts';
import type { SeoRepository, SitemapEntry, SitemapKind } from './seo.repository.ts';

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
  const entriesOf = (siteUrl: string, kind: SitemapKind, rows: SitemapEntry[]) =>
    rows.map((row) => urlEntry(`${siteUrl}/${kind}/${row.id}`, row.updatedAt));

  /** One page of event or vendor URLs, or null past the last page. */
  async function idPage(siteUrl: string, kind: SitemapKind, page: number): Promise<string | null> {
    const rows = await seoRepo.findPage(kind, (page - 1) * pageSize, pageSize);
    if (rows.length === 0 && page > 1) return null;
    return urlSet(entriesOf(siteUrl, kind, rows));
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
     * /sitemap.xml: one urlset (the public pages, every event and every vendor) while the site fits
     * in one file; otherwise an index pointing at /sitemap-static.xml, /sitemap-events-N.xml and
     * /sitemap-vendors-N.xml, each at most 50,000 URLs.
     */
    async sitemap(siteUrl: string): Promise<string> {
      const events = await seoRepo.count('events');
      const vendors = await seoRepo.count('vendors');
      if (STATIC_PATHS.length + events + vendors <= pageSize) {
        return urlSet([
          ...STATIC_PATHS.map((p) => urlEntry(`${siteUrl}${p}`)),
          ...entriesOf(siteUrl, 'events', await seoRepo.findPage('events', 0, pageSize)),
          ...entriesOf(siteUrl, 'vendors', await seoRepo.findPage('vendors', 0, pageSize)),
        ]);
      }
      const maps = [`${siteUrl}/sitemap-static.xml`];
      for (const [kind, total] of [
        ['events', events],
        ['vendors', vendors],
      ] as const) {
        for (let n = 1; n <= Math.ceil(total / pageSize); n++)
          maps.push(`${siteUrl}/sitemap-${kind}-${n}.xml`);
      }
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
        .map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    },

    staticSitemap(siteUrl: string): string {
      return urlSet(STATIC_PATHS.map((p) => urlEntry(`${siteUrl}${p}`)));
    },

    /** One page of event URLs, or null past the last page. */
    eventSitemap: (siteUrl: string, page: number) => idPage(siteUrl, 'events', page),

    /** One page of vendor URLs, or null past the last page. */
    vendorSitemap: (siteUrl: string, page: number) => idPage(siteUrl, 'vendors', page),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

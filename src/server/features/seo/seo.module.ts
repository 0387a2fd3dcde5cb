import { siteOriginOf } from '../../lib/http/site-url.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService } from './seo.service.ts';

/** What crawlers read: robots.txt and a sitemap of the public event and vendor pages. */
export function buildSeoModule(ctx: AppContext): FeatureModule {
  const service = createSeoService({ seoRepo: createSeoRepository(ctx.db) });
  return {
    routes: async () => {},
    rootRoutes: seoRoutes(service, siteOriginOf(ctx.env)),
  };
}

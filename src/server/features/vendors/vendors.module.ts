import { siteOriginOf } from '../../lib/http/site-url.ts';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createQuoteMessagesRepository } from './quote-messages.repository.ts';
import { createQuoteRequestsRepository } from './quote-requests.repository.ts';
import { quoteRequestsRoutes } from './quote-requests.routes.ts';
import { createQuoteRequestsService } from './quote-requests.service.ts';
import { quoteThreadsRoutes } from './quote-threads.routes.ts';
import { createQuoteThreadsService } from './quote-threads.service.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { createReviewsService } from './reviews.service.ts';
import { createVendorProfilesRepository } from './vendor-profiles.repository.ts';
import { vendorProfilesRoutes } from './vendor-profiles.routes.ts';
import { createVendorProfilesService } from './vendor-profiles.service.ts';
import { createVendorsRepository } from './vendors.repository.ts';
import { vendorsRoutes } from './vendors.routes.ts';
import { createVendorsService } from './vendors.service.ts';

/** The vendor marketplace: directory, vendor pages, favorites, verification, profiles, reviews and quote requests. */
export function buildVendorsModule(ctx: AppContext): FeatureModule {
  const service = createVendorsService({
    vendorsRepo: createVendorsRepository(ctx.db),
    defaultLocation: ctx.settings.defaultLocation,
  });
  const profilesRepo = createVendorProfilesRepository(ctx.db);
  const profiles = createVendorProfilesService({ profilesRepo, getVendor: service.getVendor });
  const quotesRepo = createQuoteRequestsRepository(ctx.db);
  const rateLimiter = createRateLimiter(ctx.db);
  const siteName = () => ctx.settings.current().siteName;
  const quotes = createQuoteRequestsService({
    quotesRepo,
    rateLimiter,
    mailer: ctx.mailer,
    clock: ctx.clock,
    siteName,
  });
  const threads = createQuoteThreadsService({
    quotesRepo,
    messagesRepo: createQuoteMessagesRepository(ctx.db),
    rateLimiter,
    mailer: ctx.mailer,
    clock: ctx.clock,
    siteName,
    replyToRequest: quotes.reply,
  });
  const reviews = createReviewsService({
    reviewsRepo: createReviewsRepository(ctx.db),
    profilesRepo,
    clock: ctx.clock,
    hasAskedForQuote: quotes.hasAskedForQuote,
  });
  return {
    routes: async (app) => {
      await app.register(vendorsRoutes, { service });
      await app.register(vendorProfilesRoutes, { profiles, reviews });
      await app.register(quoteRequestsRoutes, { quotes, site: siteOriginOf(ctx.env) });
      await app.register(quoteThreadsRoutes, { threads, site: siteOriginOf(ctx.env) });
    },
  };
}

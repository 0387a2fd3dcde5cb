import { createDefaultLocation } from '../../lib/http/visitor-location.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { createReviewsService } from './reviews.service.ts';
import { createVendorProfilesRepository } from './vendor-profiles.repository.ts';
import { vendorProfilesRoutes } from './vendor-profiles.routes.ts';
import { createVendorProfilesService } from './vendor-profiles.service.ts';
import { createVendorsRepository } from './vendors.repository.ts';
import { vendorsRoutes } from './vendors.routes.ts';
import { createVendorsService } from './vendors.service.ts';

/** The vendor marketplace: directory, vendor pages, favorites, verification, profiles and reviews. */
export function buildVendorsModule(ctx: AppContext): FeatureModule {
  const service = createVendorsService({
    vendorsRepo: createVendorsRepository(ctx.db),
    defaultLocation: createDefaultLocation(ctx.env.DEFAULT_CITY, ctx.env.DEFAULT_REGION),
  });
  const profilesRepo = createVendorProfilesRepository(ctx.db);
  const profiles = createVendorProfilesService({ profilesRepo, getVendor: service.getVendor });
  const reviews = createReviewsService({
    reviewsRepo: createReviewsRepository(ctx.db),
    profilesRepo,
    clock: ctx.clock,
  });
  return {
    routes: async (app) => {
      await app.register(vendorsRoutes, { service });
      await app.register(vendorProfilesRoutes, { profiles, reviews });
    },
  };
}

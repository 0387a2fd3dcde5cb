import { createDefaultLocation } from '../../lib/http/visitor-location.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createVendorsRepository } from './vendors.repository.ts';
import { vendorsRoutes } from './vendors.routes.ts';
import { createVendorsService } from './vendors.service.ts';

/** The vendor marketplace: directory, vendor pages, favorites and verification. */
export function buildVendorsModule(ctx: AppContext): FeatureModule {
  const service = createVendorsService({
    vendorsRepo: createVendorsRepository(ctx.db),
    defaultLocation: createDefaultLocation(ctx.env.DEFAULT_CITY, ctx.env.DEFAULT_REGION),
  });
  return {
    routes: async (app) => {
      await app.register(vendorsRoutes, { service });
    },
  };
}

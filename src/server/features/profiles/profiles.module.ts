import type { AppContext, FeatureModule } from '../module.ts';
import { createProfilesRepository } from './profiles.repository.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { createProfilesService } from './profiles.service.ts';

/** Public profiles: what anyone may see about a person, their upcoming events and vendor profiles. */
export function buildProfilesModule(ctx: AppContext): FeatureModule {
  const service = createProfilesService({ profilesRepo: createProfilesRepository(ctx.db), clock: ctx.clock });
  return {
    routes: async (app) => {
      await app.register(profilesRoutes, { service });
    },
  };
}

import type { AppContext, FeatureModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';

/** `GET /api/health` for load balancers: up, and whether the database answers. */
export function buildHealthModule(ctx: AppContext): FeatureModule {
  return {
    routes: async (app) => {
      await app.register(healthRoutes, { db: ctx.db });
    },
  };
}

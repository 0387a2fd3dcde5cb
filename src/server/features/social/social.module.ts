import { siteOriginOf } from '../../lib/http/site-url.ts';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createSocialRepository } from './social.repository.ts';
import { socialRoutes } from './social.routes.ts';
import { createSocialService } from './social.service.ts';

/** Records of shares and calendar adds, stored in social_media_posts. */
export function buildSocialModule(ctx: AppContext): FeatureModule {
  const service = createSocialService({
    socialRepo: createSocialRepository(ctx.db),
    rateLimiter: createRateLimiter(ctx.db),
    clock: ctx.clock,
    postsPerHour: 120,
  });
  return {
    routes: async (app) => {
      await app.register(socialRoutes, { service, site: siteOriginOf(ctx.env) });
    },
  };
}

import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { runMissingImagesJob } from './batch-images.ts';
import { createPosterRenderer } from './image-engine.ts';
import { createImageStore } from './image-store.ts';
import { createImagesRepository } from './images.repository.ts';
import { imagesRootRoutes } from './images.root-routes.ts';
import { imagesRoutes } from './images.routes.ts';
import { createImagesService } from './images.service.ts';

/** Generous for a host trying looks, tight enough that one account cannot keep the renderer busy. */
const GENERATION_LIMIT = { perWindow: 30, windowSeconds: 10 * 60 };

/** Event image generation (/api) and image bytes (/images, /banners, /og-image.jpg). */
export function buildImagesModule(ctx: AppContext): FeatureModule {
  const repo = createImagesRepository(ctx.db);
  const store = createImageStore(repo);
  const renderPoster = createPosterRenderer(ctx.env);
  // Hours at most for a large site (5 s per event); a longer-silent job lost its process.
  ctx.jobs.work(
    'images.generate-missing',
    (data, job) => runMissingImagesJob({ repo, store, renderPoster }, data, job),
    {
      expireInSeconds: 6 * 60 * 60,
      retryLimit: 1,
      retryDelaySeconds: 30,
    },
  );
  const service = createImagesService({
    repo,
    store,
    renderPoster,
    rateLimiter: createRateLimiter(ctx.db),
    limit: GENERATION_LIMIT,
  });
  return {
    routes: async (app) => {
      await app.register(imagesRoutes, { service });
    },
    rootRoutes: async (app) => {
      await app.register(imagesRootRoutes, { service });
    },
  };
}

import type { User } from '#shared/contracts/auth.ts';
import type { GenerateEventImageInput } from '#shared/contracts/images.ts';
import type { Database } from '../../db/client.ts';
import { createBuiltInImageEngine } from '../../lib/images/image-service.ts';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { runMissingImagesJob } from './batch-images.ts';
import { queueDemoPostersOnce, runDemoPostersJob } from './demo-posters.ts';
import { createPosterRenderer } from './image-engine.ts';
import { createImageStore } from './image-store.ts';
import { createImagesRepository } from './images.repository.ts';
import { imagesRootRoutes } from './images.root-routes.ts';
import { imagesRoutes } from './images.routes.ts';
import { createImagesService } from './images.service.ts';
import { createLayoutRenderer } from './poster-renderers.ts';

/** Generous for a host trying looks, tight enough that one account cannot keep the renderer busy. */
const GENERATION_LIMIT = { perWindow: 30, windowSeconds: 10 * 60 };

/** Event image generation (/api) and image bytes (/images, /banners, /og-image.jpg). */
export function buildImagesModule(ctx: AppContext): FeatureModule & {
  /**
   * Draws and stores a poster as the create page's image button does, on another database handle
   * (a transaction); answers its URL.
   */
  postersFor(db: Database): (user: User, input: GenerateEventImageInput) => Promise<string>;
} {
  const repo = createImagesRepository(ctx.db);
  const store = createImageStore(repo);
  const renderPoster = createPosterRenderer(ctx.env, ctx.cpuPool);
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
  // Demo posters always come from the built-in engine: a fresh install never calls a paid provider
  // on its own. Minutes for the whole demo set; a longer-silent job lost its process.
  const drawBuiltIn = createLayoutRenderer(createBuiltInImageEngine(ctx.cpuPool.renderPoster));
  ctx.jobs.work(
    'images.draw-demo-posters',
    async (_data, job) => {
      const result = await runDemoPostersJob({ repo, store, renderPoster: drawBuiltIn }, job);
      ctx.log.info(result, 'demo posters drawn');
      return result;
    },
    { expireInSeconds: 60 * 60, retryLimit: 2, retryDelaySeconds: 30 },
  );
  const serviceOn = (db: Database) => {
    const onRepo = db === ctx.db ? repo : createImagesRepository(db);
    return createImagesService({
      repo: onRepo,
      store: db === ctx.db ? store : createImageStore(onRepo),
      renderPoster,
      rateLimiter: createRateLimiter(db),
      limit: GENERATION_LIMIT,
    });
  };
  const service = serviceOn(ctx.db);
  return {
    routes: async (app) => {
      await app.register(imagesRoutes, { service });
    },
    rootRoutes: async (app) => {
      await app.register(imagesRootRoutes, { service });
    },
    start: async () => {
      if (!ctx.env.DEMO_POSTERS) return;
      await queueDemoPostersOnce(
        repo,
        () => ctx.jobs.enqueue('images.draw-demo-posters', {}),
        ctx.clock(),
      ).catch((err: unknown) => ctx.log.error({ err }, 'could not queue the demo posters'));
    },
    postersFor: (db) => {
      const onDb = serviceOn(db);
      return async (user, input) => (await onDb.generateEventImage(user, input)).imageUrl;
    },
  };
}

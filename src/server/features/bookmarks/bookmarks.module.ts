import type { AppContext, FeatureModule } from '../module.ts';
import { createBookmarksRepository } from './bookmarks.repository.ts';
import { bookmarksRoutes } from './bookmarks.routes.ts';
import { createBookmarksService } from './bookmarks.service.ts';

/** A signed-in user's bookmarks: list, look up, add (idempotent) and remove. */
export function buildBookmarksModule(ctx: AppContext): FeatureModule {
  const service = createBookmarksService({
    bookmarksRepo: createBookmarksRepository(ctx.db),
    clock: ctx.clock,
  });
  return {
    routes: async (app) => {
      await app.register(bookmarksRoutes, { service });
    },
  };
}

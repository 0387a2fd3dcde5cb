import type { AppContext, FeatureModule } from '../module.ts';

/** Filled by the bookmarks feature. */
export function buildBookmarksModule(_ctx: AppContext): FeatureModule {
  return { routes: async () => {} };
}

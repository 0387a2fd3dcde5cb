import type { AppContext, FeatureModule } from '../module.ts';

/** Filled by the images feature. */
export function buildImagesModule(_ctx: AppContext): FeatureModule {
  return { routes: async () => {} };
}

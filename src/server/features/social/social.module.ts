import type { AppContext, FeatureModule } from '../module.ts';

/** Filled by the social feature. */
export function buildSocialModule(_ctx: AppContext): FeatureModule {
  return { routes: async () => {} };
}

import type { AppContext, FeatureModule } from '../module.ts';

/** Filled by the location feature. */
export function buildLocationModule(_ctx: AppContext): FeatureModule {
  return { routes: async () => {} };
}

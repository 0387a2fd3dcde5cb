import type { AppContext, FeatureModule } from '../module.ts';

/** Filled by the events feature. */
export function buildEventsModule(_ctx: AppContext): FeatureModule {
  return { routes: async () => {} };
}

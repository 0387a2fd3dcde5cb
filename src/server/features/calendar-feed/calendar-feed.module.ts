import type { AppContext, FeatureModule } from '../module.ts';

/** Filled by the calendar-feed feature. */
export function buildCalendarFeedModule(_ctx: AppContext): FeatureModule {
  return { routes: async () => {} };
}

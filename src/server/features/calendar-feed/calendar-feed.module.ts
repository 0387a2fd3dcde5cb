import { siteOriginOf } from '../../lib/http/site-url.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { createCalendarFeedService } from './calendar-feed.service.ts';

/** The personal bookmarks feed: a secret webcal/https link serving the user's bookmarks as iCalendar. */
export function buildCalendarFeedModule(ctx: AppContext): FeatureModule {
  const service = createCalendarFeedService({
    feedRepo: createCalendarFeedRepository(ctx.db),
    clock: ctx.clock,
  });
  return {
    routes: async (app) => {
      await app.register(calendarFeedRoutes, { service, site: siteOriginOf(ctx.env) });
    },
  };
}

import type { Database } from '../../db/client.ts';
import { siteOriginOf } from '../../lib/http/site-url.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createEventListsRepository } from './event-lists.repository.ts';
import { createEventListsService } from './event-lists.service.ts';
import { createEventSeriesRepository } from './event-series.repository.ts';
import { createEventSeriesService } from './event-series.service.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';
import { createEventsFeedService } from './events-feed.service.ts';
import { createEventsHeadRenderer } from './events-head.ts';
import { createHostingService, type HostingService } from './hosting.service.ts';
import { createRecommendedVendorsRepository } from './recommended-vendors.repository.ts';

/** Discovery, search, the event page and its head tags, and hosting (create, edit, delete). */
export function buildEventsModule(ctx: AppContext): FeatureModule & {
  /** Hosting on another database handle (a transaction), for features that create events as a step. */
  hostingFor(db: Database): HostingService;
} {
  const eventsRepo = createEventsRepository(ctx.db);
  const seriesRepo = createEventSeriesRepository(ctx.db);
  const series = createEventSeriesService({ seriesRepo, clock: ctx.clock });
  const events = createEventsService({
    eventsRepo,
    vendorsRepo: createRecommendedVendorsRepository(ctx.db),
    clock: ctx.clock,
  });
  const listsRepo = createEventListsRepository(ctx.db);
  const place = { listsRepo, defaultLocation: ctx.settings.defaultLocation, clock: ctx.clock };
  const lists = createEventListsService(place);
  const feed = createEventsFeedService(place);
  const hosting = createHostingService({
    eventsRepo,
    seriesRepo,
    clock: ctx.clock,
    jobs: ctx.jobs,
    mailer: ctx.mailer,
  });
  ctx.jobs.work(
    'events.extend-series',
    ({ seriesId }) =>
      series.extendSeries(seriesId, (seconds) =>
        ctx.jobs.enqueue('events.extend-series', { seriesId }, { startAfterSeconds: seconds }),
      ),
    { retryLimit: 5, retryDelaySeconds: 300 },
  );
  return {
    routes: async (app) => {
      await app.register(eventsRoutes, { events, lists, feed, series, hosting, site: siteOriginOf(ctx.env) });
    },
    renderHead: createEventsHeadRenderer(eventsRepo),
    hostingFor: (db) =>
      createHostingService({
        eventsRepo: createEventsRepository(db),
        seriesRepo: createEventSeriesRepository(db),
        clock: ctx.clock,
        jobs: ctx.jobs,
        mailer: ctx.mailer,
      }),
  };
}

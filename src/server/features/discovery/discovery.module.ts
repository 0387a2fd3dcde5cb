import type { DiscoveredEvent } from '#shared/contracts/discovery.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { createAlmanacSource } from './almanac-source.ts';
import { createDiscoveryRepository } from './discovery.repository.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { createDiscoveryService } from './discovery.service.ts';
import { createIcsSource, parseFeedList } from './ics-source.ts';

/** Event discovery by city, state and radius: the built-in almanac plus the operator's iCalendar feeds. */
export function buildDiscoveryModule(ctx: AppContext): FeatureModule & {
  /** Finds events around a city (stores nothing), on another database handle (a transaction). */
  findFor(
    db: DbExecutor,
  ): (query: { city: string; region: string; radius: number }) => Promise<DiscoveredEvent[]>;
} {
  const sources = [
    createAlmanacSource(),
    ...parseFeedList(ctx.env.DISCOVERY_ICS_FEEDS).map((url) => createIcsSource(url)),
  ];
  const service = createDiscoveryService({
    repo: createDiscoveryRepository(ctx.db),
    sources,
    clock: ctx.clock,
  });
  return {
    findFor: (db) => (query) => service.find(query, db),
    routes: async (app) => {
      await app.register(discoveryRoutes, { service });
    },
  };
}

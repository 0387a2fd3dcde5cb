import { preloadGazetteer } from '../../lib/geo/gazetteer.ts';
import { preloadIpDatabase } from '../../lib/geo/ip-location.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { locationRoutes } from './location.routes.ts';
import { createLocationService } from './location.service.ts';

// Long enough for the server to start listening first; the data then loads while it is idle.
const WARM_UP_DELAY_MS = 2_000;

/** Loads the gazetteer and IP database after start-up, so no visitor waits for them. */
function scheduleWarmUp(log: (error: unknown) => void): void {
  const timer = setTimeout(() => {
    try {
      preloadGazetteer();
    } catch (error) {
      log(error);
    }
    preloadIpDatabase().catch(log);
  }, WARM_UP_DELAY_MS);
  timer.unref();
}

/** The visitor's location, geocoding, place type-ahead and the client's settings. */
export function buildLocationModule(ctx: AppContext): FeatureModule {
  const service = createLocationService({
    defaultLocation: ctx.settings.defaultLocation,
    settings: {
      mapTileUrl: ctx.env.MAP_TILE_URL,
      mapTileAttribution: ctx.env.MAP_TILE_ATTRIBUTION,
      amazonAffiliateTag: ctx.env.AMAZON_AFFILIATE_TAG,
    },
    site: () => ctx.settings.current(),
  });
  return {
    routes: async (app) => {
      scheduleWarmUp((error) => app.log.warn({ err: error }, 'could not preload the place data'));
      await app.register(locationRoutes, { service });
    },
  };
}

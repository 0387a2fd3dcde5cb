import type { Location } from '#shared/contracts/common.ts';
import type { AppConfig } from '#shared/contracts/config.ts';
import type { GeocodeResponse, PlaceSuggestion } from '#shared/contracts/location.ts';
import { formatPlace, placeAnswerOf } from '#shared/lib/geo.ts';
import { AppError } from '../../lib/errors/app-errors.ts';
import { geocodeAddress } from '../../lib/events/event-location.ts';
import { suggestPlaces } from '../../lib/geo/gazetteer.ts';
import {
  resolveVisitorLocation,
  toPublicLocation,
  type VisitorLocation,
} from '../../lib/http/visitor-location.ts';

const SUGGESTION_LIMIT = 8;

type Deps = {
  defaultLocation: () => VisitorLocation;
  settings: { mapTileUrl: string; mapTileAttribution: string; amazonAffiliateTag: string };
  /** The administrator's settings, read on each call so a change shows at once. */
  site: () => { siteName: string; contactEmail: string; isSignUpOpen: boolean; isGuestRsvpOpen: boolean };
};

export function createLocationService({ defaultLocation, settings, site }: Deps) {
  return {
    /** The visitor's city from their IP; loopback, private or unknown addresses get the default place. */
    currentLocation(ip: string): Location {
      return toPublicLocation(resolveVisitorLocation(ip, defaultLocation()));
    },

    /** Map coordinates for an address: exact, then its city part, else 404. */
    geocode(query: string): GeocodeResponse {
      const found = geocodeAddress(query);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'Could not find this location on the map');
      const { place, precision } = found;
      return {
        lat: place.lat,
        lon: place.lon,
        city: place.city,
        region: place.region,
        label: formatPlace(place),
        precision,
      };
    },

    /** Type-ahead for a location field: places starting with the text, most populous first. */
    suggestPlaces(query: string): PlaceSuggestion[] {
      if (!query.trim()) return [];
      return suggestPlaces(query, SUGGESTION_LIMIT).map((place) => ({
        ...placeAnswerOf(place),
        timeZone: place.timeZone,
      }));
    },

    appConfig(): AppConfig {
      const { siteName, contactEmail, isSignUpOpen, isGuestRsvpOpen } = site();
      return {
        ...settings,
        defaultLocation: toPublicLocation(defaultLocation()),
        siteName,
        contactEmail,
        isSignUpOpen,
        isGuestRsvpOpen,
      };
    },
  };
}
export type LocationService = ReturnType<typeof createLocationService>;

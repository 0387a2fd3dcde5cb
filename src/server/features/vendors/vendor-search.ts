import type { VendorCategory, VendorSearchReading } from '#shared/constants.ts';
import type { VendorSearchInterpreted } from '#shared/contracts/vendors.ts';
import { type LatLon, placeAnswerOf } from '#shared/lib/geo.ts';
import { geocodePlacePhrase } from '../../lib/understanding/places/phrase.ts';
import { understandVendorSearch } from '../../lib/understanding/understand-vendor.ts';
import type { VendorFilter } from './vendors.repository.ts';

export type VendorSearchInput = {
  q?: string;
  category?: VendorCategory;
  ignoreLocation: boolean;
  dismiss?: readonly VendorSearchReading[];
};

/**
 * Reads GET /api/vendors into a filter. A named place replaces Near Me, and distances are then
 * measured from it; a place the gazetteer cannot find stays in the free text. The tab's category
 * wins over a trade in the words. Free words filter, except when the words named a trade: then the
 * trade already narrows the list and the words ("wedding", "kids") only rank, so a photographer who
 * never wrote "wedding" is still listed, after those who did.
 */
export function interpretVendorSearch(
  { q, category: explicit, ignoreLocation, dismiss = [] }: VendorSearchInput,
  visitor: LatLon,
): { filter: VendorFilter; interpreted: VendorSearchInterpreted | null } {
  const nearMe = ignoreLocation ? undefined : visitor;
  if (!q) return { filter: { category: explicit, servesPoint: nearMe, origin: visitor }, interpreted: null };
  const read = understandVendorSearch(q, dismiss);
  const place = geocodePlacePhrase(read.place);
  const lostPlace = read.place && !place ? read.place.text.toLowerCase() : '';
  const words = [read.text, lostPlace].filter(Boolean).join(' ').trim();
  const category = explicit ?? read.category?.value ?? null;
  const maxPrice = read.budget?.value ?? null;
  const textMode = read.category ? 'rank' : 'filter';
  const point = place ? { lat: place.lat, lon: place.lon } : null;
  return {
    filter: {
      category: category ?? undefined,
      servesPoint: point ?? nearMe,
      origin: point ?? visitor,
      maxPriceCents: maxPrice === null ? undefined : maxPrice * 100,
      text: words ? { words, mode: textMode } : undefined,
    },
    interpreted: {
      category,
      place: place ? placeAnswerOf(place) : null,
      maxPrice,
      text: words,
      textMode,
      dismissed: [...dismiss],
    },
  };
}

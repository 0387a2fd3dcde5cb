import type { DraftPlace } from './draft.ts';

export type VendorSearchLink = { place: string; url: string };

/**
 * The marketplace search for the party's city ("vendors in Fresno, CA"): where the plan sends the
 * host when no listed vendor travels there, and to see more than the few the plan lists.
 */
export function vendorSearchFor(place: DraftPlace | null): VendorSearchLink | null {
  if (!place) return null;
  const city = `${place.city}, ${place.region}`;
  return { place: city, url: `/vendors?q=${encodeURIComponent(`vendors in ${city}`)}` };
}

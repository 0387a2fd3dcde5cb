import tzLookup from '@photostructure/tz-lookup';

// IANA zones in use in the 50 states and DC (tzdata zone1970.tab, country US).
const US_TIME_ZONE =
  /^(America\/(New_York|Detroit|Chicago|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+)|Pacific\/Honolulu)$/;

/** Whether an IANA zone is one the US uses. */
export function isUsTimeZone(zone: string): boolean {
  return US_TIME_ZONE.test(zone);
}

/**
 * The IANA zone tz-lookup's simplified borders give for a point, or undefined for an invalid point.
 * Near a border it can answer the neighbour's zone (America/Matamoros for Brownsville, TX); the
 * gazetteer corrects those from the nearest US place.
 */
export function lookupTimeZone(lat: number, lon: number): string | undefined {
  try {
    return tzLookup(lat, lon);
  } catch {
    return undefined;
  }
}

/** Time zone used when an event has none (the product's default location is Stockton, CA). */
export const DEFAULT_EVENT_TIME_ZONE = 'America/Los_Angeles';

/** Zones already checked: building a formatter to test a zone costs tens of microseconds. */
const checkedZones = new Map<string, boolean>();
/** IANA has a few hundred zones; the bound only keeps arbitrary bad input from growing the map. */
const MAX_CHECKED_ZONES = 2000;

/** Tells whether the runtime knows `timeZone` as an IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  const known = checkedZones.get(timeZone);
  if (known !== undefined) return known;
  let isValid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    isValid = true;
  } catch {
    isValid = false;
  }
  if (checkedZones.size < MAX_CHECKED_ZONES) checkedZones.set(timeZone, isValid);
  return isValid;
}

/**
 * Returns the event's IANA time zone, or {@link DEFAULT_EVENT_TIME_ZONE} when it is missing or
 * unknown, so formatting never throws on bad data.
 */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  const zone = timeZone?.trim();
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_EVENT_TIME_ZONE;
}

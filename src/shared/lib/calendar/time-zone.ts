/** Time zone used when an event has none (the product's default location is Stockton, CA). */
export const DEFAULT_EVENT_TIME_ZONE = 'America/Los_Angeles';

/** Tells whether the runtime knows `timeZone` as an IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns the event's IANA time zone, or {@link DEFAULT_EVENT_TIME_ZONE} when it is missing or
 * unknown, so formatting never throws on bad data.
 */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  const zone = timeZone?.trim();
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_EVENT_TIME_ZONE;
}

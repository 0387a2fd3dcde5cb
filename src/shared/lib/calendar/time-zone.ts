/** Time zone used when an event has none (the product's default location is Stockton, CA). */
export const DEFAULT_EVENT_TIME_ZONE = 'America/Los_Angeles';

// Building an Intl formatter costs far more than using one (a page of event cards asked for the same
// few zones hundreds of times while the page loaded), so answers and formatters are kept. Both maps
// are bounded: a zone name can come from a request, and a stream of made-up names must not grow them.
const MAX_REMEMBERED = 500;
const knownZones = new Map<string, boolean>();
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function remember<T>(map: Map<string, T>, key: string, value: T): T {
  if (map.size >= MAX_REMEMBERED) map.clear();
  map.set(key, value);
  return value;
}

/** Tells whether the runtime knows `timeZone` as an IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return remember(knownZones, timeZone, true);
  } catch {
    return remember(knownZones, timeZone, false);
  }
}

/**
 * The zone's name at `instant` in US English: 'PST' or 'GMT-7' (short), 'Pacific Standard Time'
 * (long). `timeZone` must be valid (see resolveTimeZone).
 */
export function timeZoneName(timeZone: string, instant: Date, style: 'short' | 'long'): string {
  const key = `${timeZone} ${style}`;
  const format =
    zoneNameFormats.get(key) ??
    remember(
      zoneNameFormats,
      key,
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone, timeZoneName: style }),
    );
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * Returns the event's IANA time zone, or {@link DEFAULT_EVENT_TIME_ZONE} when it is missing or
 * unknown, so formatting never throws on bad data.
 */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  const zone = timeZone?.trim();
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_EVENT_TIME_ZONE;
}

import { haversineMiles, type LatLon } from '#shared/lib/geo.ts';

/** A mile: two listings of one event rarely place it further apart than that. */
export const DUPLICATE_MILES = 1;

/**
 * A title reduced to what identifies the event: case, accents, punctuation, a leading "the",
 * years and ordinal editions ("2026", "41st annual") do not make two events different.
 */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(19|20)\d{2}\b/g, ' ')
    .replace(/\b\d+(st|nd|rd|th)\s+annual\b|\bannual\b/g, ' ')
    .replace(/^\s*the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The calendar day an instant falls on where the event happens, as YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export type DedupeKey = { title: string; day: string; point: LatLon };

export function dedupeKeyOf(event: {
  title: string;
  date: Date;
  timeZone: string;
  latitude: number;
  longitude: number;
}): DedupeKey {
  return {
    title: normalizeTitle(event.title),
    day: localDay(event.date, event.timeZone),
    point: { lat: event.latitude, lon: event.longitude },
  };
}

/** Same normalised title, same local day, within a mile. */
export function isSameEvent(a: DedupeKey, b: DedupeKey): boolean {
  return a.title === b.title && a.day === b.day && haversineMiles(a.point, b.point) <= DUPLICATE_MILES;
}

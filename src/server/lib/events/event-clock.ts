import type { EventClock } from '#shared/contracts/events.ts';
import { resolveTimeZone, timeZoneName } from '#shared/lib/calendar/time-zone.ts';

// One formatter per zone: building one costs far more than using it, and a page maps many events of
// the same few zones. Bounded like time-zone.ts's maps, since zone names come from stored events.
const MAX_ZONES = 500;
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormatOf(zone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(zone);
  if (!format) {
    if (wallFormats.size >= MAX_ZONES) wallFormats.clear();
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(zone, format);
  }
  return format;
}

/**
 * What the clock reads at the event's place at `instant` ('2026-11-28T19:30') and the zone's names
 * then. A missing or unknown zone reads as the default event zone, as the event page always has.
 */
export function clockOf(instant: Date, timeZone: string | null | undefined): EventClock {
  const zone = resolveTimeZone(timeZone);
  const parts: Record<string, string> = {};
  for (const part of wallFormatOf(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    local: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    zone: timeZoneName(zone, instant, 'short'),
    zoneName: timeZoneName(zone, instant, 'long'),
  };
}

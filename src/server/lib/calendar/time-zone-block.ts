import { tzlib_get_ical_block } from 'timezones-ical-library';

const blocks = new Map<string, string | null>();

/**
 * The VTIMEZONE component of an IANA zone (its current daylight-saving rules), or null for a zone
 * the library does not know. Calendars need it to read a repeating event's local times.
 */
export function timeZoneBlock(timeZone: string): string | null {
  let block = blocks.get(timeZone);
  if (block === undefined) {
    const found = tzlib_get_ical_block(timeZone);
    block =
      Array.isArray(found) && typeof found[0] === 'string' && found[0].startsWith('BEGIN:VTIMEZONE')
        ? found[0]
        : null;
    blocks.set(timeZone, block);
  }
  return block;
}

import { createEvents, type EventAttributes } from 'ics';
import { PRODUCT_NAME } from '#shared/constants.ts';
import {
  buildCalendarDescription,
  buildEventLocation,
  buildEventUrl,
  type CalendarEventInput,
  getEventTimes,
  getEventTimeZone,
} from '#shared/lib/calendar/calendar-event.ts';
import { stripControlCharacters } from '#shared/lib/text.ts';

/** Download name of the calendar file. */
export const ICS_FILE_NAME = 'confetti-events.ics';
/** PRODID of every calendar we write. */
export const ICS_PRODUCT_ID = `-//${PRODUCT_NAME}//Events//EN`;
/** Content-Type for serving or downloading the file. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export type BuildIcsOptions = {
  /** Origin of the app, e.g. `https://confetti.example`; event pages live at `{siteUrl}/events/{id}`. */
  siteUrl: string;
  /** Written as X-WR-CALNAME, which subscribed feeds show as the calendar's name. */
  calendarName?: string;
  /** DTSTAMP (when this file was made); defaults to the current time. */
  now?: Date;
};

/** Stable UID of an event's calendar entry, so re-importing updates rather than duplicates it. */
export function buildEventUid(eventId: number): string {
  return `event-${eventId}@${PRODUCT_NAME.toLowerCase()}`;
}

/**
 * Builds an RFC 5545 VCALENDAR (METHOD:PUBLISH) holding one two-hour VEVENT per event.
 *
 * Times: DTSTART/DTEND are written as UTC instants (`…Z`), which every client reads unambiguously.
 * A TZID would require a VTIMEZONE with the zone's full DST rules, which the `ics` package cannot
 * write. When all events share one zone the calendar also carries X-WR-TIMEZONE (honoured by Google
 * and Apple Calendar as the display zone); mixed zones get none, as one header cannot describe them.
 *
 * Lines are folded at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1); the `ics`
 * package folds at 75 characters, which overshoots for non-ASCII text.
 * Throws when an event has an unreadable date or the library rejects the input.
 */
export function buildIcsCalendar(events: readonly CalendarEventInput[], options: BuildIcsOptions): string {
  const timestamp = (options.now ?? new Date()).getTime();
  const { error, value } = createEvents(
    events.map((event) => toIcsEvent(event, options.siteUrl, timestamp)),
    {
      productId: ICS_PRODUCT_ID,
      method: 'PUBLISH',
      calName: stripControlCharacters(options.calendarName ?? '').trim() || undefined,
    },
  );
  if (error || value === null) {
    throw new Error(`Could not build the calendar file: ${error?.message ?? 'no output'}`);
  }
  const zones = new Set(events.map(getEventTimeZone));
  const calendar = zones.size === 1 ? insertCalendarProperty(value, `X-WR-TIMEZONE:${[...zones][0]}`) : value;
  return foldIcsLines(calendar);
}

function toIcsEvent(event: CalendarEventInput, siteUrl: string, timestamp: number): EventAttributes {
  const { start, end } = getEventTimes(event);
  const location = buildEventLocation(event);
  const updatedAt = event.updatedAt ? new Date(event.updatedAt).getTime() : Number.NaN;
  const hasGeo = Number.isFinite(event.latitude) && Number.isFinite(event.longitude);
  // `timestamp` (DTSTAMP) is accepted by the library's schema but missing from its typings.
  const attributes: EventAttributes & { timestamp: number } = {
    uid: buildEventUid(event.id),
    timestamp,
    // Stored text is already refused with control characters; stripping here as well keeps a bare CR
    // or NUL from older rows out of the file, where some parsers would read it as a new property.
    title: stripControlCharacters(event.title),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    description: stripControlCharacters(buildCalendarDescription(event, siteUrl), { keepLineBreaks: true }),
    url: buildEventUrl(siteUrl, event.id),
    ...(location ? { location: stripControlCharacters(location) } : {}),
    ...(hasGeo ? { geo: { lat: event.latitude!, lon: event.longitude! } } : {}),
    ...(Number.isNaN(updatedAt) ? {} : { lastModified: updatedAt }),
  };
  return attributes;
}

/** Adds a calendar-level property after the header, before the first component. */
function insertCalendarProperty(calendar: string, line: string): string {
  const firstEvent = calendar.indexOf('BEGIN:VEVENT\r\n');
  const at = firstEvent >= 0 ? firstEvent : calendar.lastIndexOf('END:VCALENDAR');
  return `${calendar.slice(0, at)}${line}\r\n${calendar.slice(at)}`;
}

const MAX_LINE_OCTETS = 75;

/** Unfolds, then refolds every content line at 75 UTF-8 octets, breaking only between code points. */
export function foldIcsLines(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
    }
    chunk += char;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join('\r\n ');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

import { PRODUCT_NAME } from '#shared/constants.ts';
import type { EventSeriesInfo } from '#shared/contracts/events.ts';
import {
  buildCalendarDescription,
  buildEventLocation,
  buildEventUrl,
  type CalendarEventInput,
  EVENT_DURATION_MS,
  getEventTimes,
  getEventTimeZone,
} from '#shared/lib/calendar/calendar-event.ts';
import { wallTimeOf } from '#shared/lib/recurrence.ts';
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
  /**
   * The VTIMEZONE component of an IANA zone. When given, the dates of a repeating event are written
   * as one VEVENT with its RRULE and EXDATE in the event's zone (so 7 PM stays 7 PM across daylight
   * saving), plus one VEVENT with RECURRENCE-ID per date edited on its own. Without it (the browser
   * has no zone data) each date is a VEVENT of its own.
   */
  timeZoneBlock?: (timeZone: string) => string | null;
};

/**
 * The host a UID is scoped to: the site's own (`confetti.example`), so two deployments never hand
 * a calendar the same UID for different events. An address that cannot be read keeps the name.
 */
function uidHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host || PRODUCT_NAME.toLowerCase();
  } catch {
    return PRODUCT_NAME.toLowerCase();
  }
}

/**
 * Stable UID of an event's calendar entry (`event-42@confetti.example`), so re-importing updates
 * rather than duplicates it, and unique to this site.
 */
export function buildEventUid(eventId: number, siteUrl: string): string {
  return `event-${eventId}@${uidHost(siteUrl)}`;
}

/** Stable UID of a repeating event's entry (`series-3@confetti.example`). */
export function buildSeriesUid(seriesId: number, siteUrl: string): string {
  return `series-${seriesId}@${uidHost(siteUrl)}`;
}

/**
 * Builds an RFC 5545 VCALENDAR (METHOD:PUBLISH) holding one two-hour VEVENT per event.
 *
 * Times: DTSTART/DTEND are written as UTC instants (`…Z`), which every client reads unambiguously.
 * When all events share one zone the calendar also carries X-WR-TIMEZONE (honoured by Google and
 * Apple Calendar as the display zone); mixed zones get none, as one header cannot describe them.
 * Repeating events get a VTIMEZONE and local times when `timeZoneBlock` is given.
 *
 * The lines are written directly (a 500-event feed in a few milliseconds; a validating calendar
 * library took over 100 ms for the same), then folded at 75 octets without splitting a UTF-8
 * character (RFC 5545 §3.1). Throws a RangeError when an event has an unreadable date.
 */
export function buildIcsCalendar(events: readonly CalendarEventInput[], options: BuildIcsOptions): string {
  const timestamp = (options.now ?? new Date()).getTime();
  const { singles, series } = groupSeries(events, options.timeZoneBlock);
  const calendarName = stripControlCharacters(options.calendarName ?? '').trim();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${ICS_PRODUCT_ID}`,
    'METHOD:PUBLISH',
    ...(calendarName ? [`X-WR-CALNAME:${calendarName}`] : []),
    'X-PUBLISHED-TTL:PT1H',
  ];
  const zones = new Set(events.map(getEventTimeZone));
  if (zones.size === 1) lines.push(`X-WR-TIMEZONE:${[...zones][0]}`);
  const stamp = `DTSTAMP:${icsUtc(timestamp)}`;
  for (const event of singles) lines.push(...singleEventLines(event, options.siteUrl, stamp));
  if (series.length > 0 && options.timeZoneBlock) {
    lines.push(...seriesLines(series, options.siteUrl, stamp, options.timeZoneBlock));
  }
  lines.push('END:VCALENDAR', '');
  return foldIcsLines(lines.join('\r\n'));
}

type SeriesGroup = { info: EventSeriesInfo; dates: CalendarEventInput[] };

/** Dates of series whose zone has a VTIMEZONE, grouped by series; the rest stay single events. */
function groupSeries(
  events: readonly CalendarEventInput[],
  timeZoneBlock: BuildIcsOptions['timeZoneBlock'],
): { singles: CalendarEventInput[]; series: SeriesGroup[] } {
  const singles: CalendarEventInput[] = [];
  const groups = new Map<number, SeriesGroup>();
  for (const event of events) {
    const info = event.series;
    if (!info || !timeZoneBlock?.(info.timeZone)) {
      singles.push(event);
      continue;
    }
    const group = groups.get(info.id) ?? { info, dates: [] };
    group.dates.push(event);
    groups.set(info.id, group);
  }
  return { singles, series: [...groups.values()] };
}

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
const icsText = (value: string) =>
  stripControlCharacters(value, { keepLineBreaks: true })
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');

/** '2026-11-03T19:00' as an iCalendar local DATE-TIME: 20261103T190000. */
const icsWallTime = (wall: string) => `${wall.replace(/[-:]/g, '')}00`;
const icsUtc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The lines every VEVENT of a date shares: what, where and its page. */
function describeLines(event: CalendarEventInput, siteUrl: string): string[] {
  const location = buildEventLocation(event);
  const hasGeo = Number.isFinite(event.latitude) && Number.isFinite(event.longitude);
  return [
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(buildCalendarDescription(event, siteUrl))}`,
    `URL:${buildEventUrl(siteUrl, event.id)}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    ...(hasGeo ? [`GEO:${event.latitude};${event.longitude}`] : []),
  ];
}

/**
 * One VEVENT per series (DTSTART in its zone, RRULE, EXDATE for cancelled dates), taking its texts
 * from the first date not edited on its own, then one VEVENT per edited date, with RECURRENCE-ID.
 */
function seriesLines(
  groups: SeriesGroup[],
  siteUrl: string,
  stamp: string,
  timeZoneBlock: (timeZone: string) => string | null,
): string[] {
  const zones = [...new Set(groups.map((g) => g.info.timeZone))];
  const lines: string[] = zones.map((zone) => timeZoneBlock(zone)!.trim());
  const minutes = EVENT_DURATION_MS / 60_000;
  for (const { info, dates } of groups) {
    const uid = `UID:${buildSeriesUid(info.id, siteUrl)}`;
    const zone = `TZID=${info.timeZone}`;
    const template = dates.find((d) => !d.series?.isException) ?? dates[0]!;
    lines.push(
      'BEGIN:VEVENT',
      uid,
      stamp,
      `DTSTART;${zone}:${icsWallTime(info.startLocal)}`,
      `DURATION:PT${minutes}M`,
      `RRULE:${info.rule}`,
      ...(info.cancelled.length > 0 ? [`EXDATE;${zone}:${info.cancelled.map(icsWallTime).join(',')}`] : []),
      ...describeLines(template, siteUrl),
      'END:VEVENT',
    );
    for (const date of dates.filter((d) => d.series?.isException)) {
      const { start, end } = getEventTimes(date);
      lines.push(
        'BEGIN:VEVENT',
        uid,
        stamp,
        `RECURRENCE-ID;${zone}:${icsWallTime(wallTimeOf(new Date(date.series!.occurrenceStart), info.timeZone))}`,
        `DTSTART:${icsUtc(start.getTime())}`,
        `DTEND:${icsUtc(end.getTime())}`,
        ...describeLines(date, siteUrl),
        'END:VEVENT',
      );
    }
  }
  return lines;
}

/** One event's VEVENT, its times in UTC; LAST-MODIFIED when the row says when it changed. */
function singleEventLines(event: CalendarEventInput, siteUrl: string, stamp: string): string[] {
  const { start, end } = getEventTimes(event);
  const location = buildEventLocation(event);
  const updatedAt = event.updatedAt ? new Date(event.updatedAt).getTime() : Number.NaN;
  const hasGeo = Number.isFinite(event.latitude) && Number.isFinite(event.longitude);
  // Stored text is already refused with control characters; icsText strips them again so a bare CR
  // or NUL from older rows stays out of the file, where some parsers would read a new property.
  const title = icsText(stripControlCharacters(event.title));
  return [
    'BEGIN:VEVENT',
    `UID:${buildEventUid(event.id, siteUrl)}`,
    ...(title ? [`SUMMARY:${title}`] : []),
    stamp,
    `DTSTART:${icsUtc(start.getTime())}`,
    `DTEND:${icsUtc(end.getTime())}`,
    `DESCRIPTION:${icsText(buildCalendarDescription(event, siteUrl))}`,
    `URL:${buildEventUrl(siteUrl, event.id)}`,
    ...(hasGeo ? [`GEO:${event.latitude};${event.longitude}`] : []),
    ...(location ? [`LOCATION:${icsText(stripControlCharacters(location))}`] : []),
    ...(Number.isNaN(updatedAt) ? [] : [`LAST-MODIFIED:${icsUtc(updatedAt)}`]),
    'END:VEVENT',
  ];
}

const MAX_LINE_OCTETS = 75;
/** Any UTF-16 code unit past ASCII (surrogate halves included). */
const NON_ASCII = /[\u0080-\uffff]/;

/** Unfolds, then refolds every content line at 75 UTF-8 octets, breaking only between code points. */
export function foldIcsLines(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  // Most lines are ASCII: one octet per character, so plain slices fold them.
  if (!NON_ASCII.test(line)) {
    if (line.length <= MAX_LINE_OCTETS) return line;
    const chunks = [line.slice(0, MAX_LINE_OCTETS)];
    for (let at = MAX_LINE_OCTETS; at < line.length; at += MAX_LINE_OCTETS - 1) {
      chunks.push(line.slice(at, at + MAX_LINE_OCTETS - 1));
    }
    return chunks.join('\r\n ');
  }
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

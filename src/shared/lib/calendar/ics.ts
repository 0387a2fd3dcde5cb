import ICAL from 'ical.js';
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
 * Builds an RFC 5545 VCALENDAR (METHOD:PUBLISH) holding one two-hour VEVENT per event, written with
 * ical.js (the same library that reads calendars back), which escapes TEXT values itself.
 *
 * Times: a single date's DTSTART/DTEND are UTC instants (`…Z`), which every client reads
 * unambiguously. When all events share one zone the calendar also carries X-WR-TIMEZONE (honoured by
 * Google and Apple Calendar as the display zone); mixed zones get none, as one header cannot
 * describe them. A repeating event with a VTIMEZONE is written in its zone (see `timeZoneBlock`).
 *
 * Lines are folded at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1); ical.js folds
 * at 75 characters, which overshoots for non-ASCII text.
 * Throws when an event has an unreadable date.
 */
export function buildIcsCalendar(events: readonly CalendarEventInput[], options: BuildIcsOptions): string {
  const stamp = utcTime((options.now ?? new Date()).getTime());
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', ICS_PRODUCT_ID);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const name = stripControlCharacters(options.calendarName ?? '').trim();
  if (name) calendar.addPropertyWithValue('x-wr-calname', name);
  const zones = new Set(events.map(getEventTimeZone));
  if (zones.size === 1) calendar.addPropertyWithValue('x-wr-timezone', [...zones][0]!);

  const { singles, series } = groupSeries(events, options.timeZoneBlock);
  for (const zone of new Set(series.map((g) => g.info.timeZone))) {
    calendar.addSubcomponent(new ICAL.Component(ICAL.parse(options.timeZoneBlock!(zone)!)));
  }
  for (const event of singles) {
    const { start, end } = getEventTimes(event);
    const vevent = newEvent(calendar, buildEventUid(event.id, options.siteUrl), stamp);
    vevent.addPropertyWithValue('dtstart', utcTime(start.getTime()));
    vevent.addPropertyWithValue('dtend', utcTime(end.getTime()));
    describe(vevent, event, options.siteUrl);
    const updatedAt = event.updatedAt ? new Date(event.updatedAt).getTime() : Number.NaN;
    if (!Number.isNaN(updatedAt)) vevent.addPropertyWithValue('last-modified', utcTime(updatedAt));
  }
  for (const group of series) addSeries(calendar, group, options.siteUrl, stamp);
  return foldIcsLines(`${calendar.toString()}\r\n`);
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

const utcTime = (instant: number) => ICAL.Time.fromJSDate(new Date(instant), true);

/** '2026-11-03T19:00' as a wall-clock DATE-TIME, written with the zone given by its TZID. */
const wallTime = (wall: string) => ICAL.Time.fromDateTimeString(`${wall.slice(0, 16)}:00`);

/** A property holding times in a named zone (`DTSTART;TZID=America/New_York:20261103T190000`). */
function zoned(name: string, timeZone: string, walls: readonly string[]): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setParameter('tzid', timeZone);
  if (walls.length === 1) property.setValue(wallTime(walls[0]!));
  else property.setValues(walls.map(wallTime));
  return property;
}

function newEvent(calendar: ICAL.Component, uid: string, stamp: ICAL.Time): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', uid);
  vevent.addPropertyWithValue('dtstamp', stamp);
  calendar.addSubcomponent(vevent);
  return vevent;
}

/**
 * What, where and its page: the properties every VEVENT of a date shares. Stored text is already
 * refused with control characters; stripping here as well keeps a bare CR or NUL from older rows out
 * of the file, where some parsers would read it as a new property.
 */
function describe(vevent: ICAL.Component, event: CalendarEventInput, siteUrl: string): void {
  const location = buildEventLocation(event);
  const description = buildCalendarDescription(event, siteUrl);
  vevent.addPropertyWithValue('summary', stripControlCharacters(event.title));
  vevent.addPropertyWithValue(
    'description',
    stripControlCharacters(description, { keepLineBreaks: true }).replace(/\r\n?/g, '\n'),
  );
  vevent.addPropertyWithValue('url', buildEventUrl(siteUrl, event.id));
  if (location) vevent.addPropertyWithValue('location', stripControlCharacters(location));
  if (Number.isFinite(event.latitude) && Number.isFinite(event.longitude)) {
    vevent.addPropertyWithValue('geo', [event.latitude!, event.longitude!]);
  }
}

/**
 * One VEVENT per series (DTSTART in its zone, RRULE, EXDATE for cancelled dates), taking its texts
 * from the first date not edited on its own, then one VEVENT per edited date, with RECURRENCE-ID.
 */
function addSeries(calendar: ICAL.Component, group: SeriesGroup, siteUrl: string, stamp: ICAL.Time): void {
  const { info, dates } = group;
  const uid = buildSeriesUid(info.id, siteUrl);
  const master = newEvent(calendar, uid, stamp);
  master.addProperty(zoned('dtstart', info.timeZone, [info.startLocal]));
  master.addPropertyWithValue('duration', ICAL.Duration.fromSeconds(EVENT_DURATION_MS / 1000));
  master.addPropertyWithValue('rrule', ICAL.Recur.fromString(info.rule));
  if (info.cancelled.length > 0) master.addProperty(zoned('exdate', info.timeZone, info.cancelled));
  describe(master, dates.find((d) => !d.series?.isException) ?? dates[0]!, siteUrl);
  for (const date of dates.filter((d) => d.series?.isException)) {
    const { start, end } = getEventTimes(date);
    const moved = newEvent(calendar, uid, stamp);
    const original = wallTimeOf(new Date(date.series!.occurrenceStart), info.timeZone);
    moved.addProperty(zoned('recurrence-id', info.timeZone, [original]));
    moved.addPropertyWithValue('dtstart', utcTime(start.getTime()));
    moved.addPropertyWithValue('dtend', utcTime(end.getTime()));
    describe(moved, date, siteUrl);
  }
}

const MAX_LINE_OCTETS = 75;
const NON_ASCII = /[\u0080-\uFFFF]/;

/** Unfolds, then refolds every content line at 75 UTF-8 octets, breaking only between code points. */
export function foldIcsLines(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  // Most lines are plain ASCII, one octet a character: cut them by length.
  if (!NON_ASCII.test(line)) {
    if (line.length <= MAX_LINE_OCTETS) return line;
    const parts = [line.slice(0, MAX_LINE_OCTETS)];
    for (let i = MAX_LINE_OCTETS; i < line.length; i += MAX_LINE_OCTETS - 1) {
      parts.push(line.slice(i, i + MAX_LINE_OCTETS - 1));
    }
    return parts.join('\r\n ');
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

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEventInput } from '#shared/lib/calendar/calendar-event.ts';
import {
  buildEventUid,
  buildIcsCalendar,
  foldIcsLines,
  ICS_FILE_NAME,
  ICS_PRODUCT_ID,
} from '#shared/lib/calendar/ics.ts';

const SITE = 'https://confetti.example';
const NOW = new Date('2026-10-01T12:00:00Z');
const TWO_HOURS = 2 * 60 * 60 * 1000;

function makeEvent(overrides: Partial<CalendarEventInput> = {}): CalendarEventInput {
  return {
    id: 42,
    title: 'Rooftop Birthday Bash',
    description: 'Dancing and cake.',
    date: '2026-11-28T19:00:00-05:00',
    location: 'Skyline Terrace',
    city: 'New York',
    region: 'NY',
    latitude: 40.7128,
    longitude: -74.006,
    timeZone: 'America/New_York',
    ...overrides,
  };
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

function parseSingle(event: CalendarEventInput, calendarName?: string) {
  const { calendar, events } = parseCalendar(
    buildIcsCalendar([event], { siteUrl: SITE, now: NOW, calendarName }),
  );
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

function formatInZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

describe('buildIcsCalendar', () => {
  it('writes a PUBLISH calendar with the Confetti product identifier', () => {
    const { calendar } = parseSingle(makeEvent());
    expect(ICS_PRODUCT_ID).toBe('-//Confetti//Events//EN');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Confetti//Events//EN');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(ICS_FILE_NAME).toBe('confetti-events.ics');
  });

  it('uses CRLF line endings and folds every line within 75 octets', () => {
    const text = buildIcsCalendar(
      [makeEvent({ description: `${'Ünïcödé 🎉 '.repeat(40)}end`, title: 'T'.repeat(200) })],
      { siteUrl: SITE, now: NOW },
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(parseCalendar(text).events[0]!.summary).toBe('T'.repeat(200));
  });

  it('gives each event a stable UID and stamps the file with its creation time', () => {
    const first = parseSingle(makeEvent()).event;
    const again = parseCalendar(buildIcsCalendar([makeEvent()], { siteUrl: SITE })).events[0]!;
    expect(first.uid).toBe('event-42@confetti.example');
    expect(again.uid).toBe(first.uid);
    expect(buildEventUid(7, SITE)).toBe('event-7@confetti.example');
    expect(buildEventUid(7, 'http://localhost:3000/')).toBe('event-7@localhost:3000');
    const stamp = first.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe(NOW.toISOString());
  });

  it('starts at the event date and lasts two hours, written in UTC', () => {
    const text = buildIcsCalendar([makeEvent()], { siteUrl: SITE, now: NOW });
    expect(text).toContain('DTSTART:20261129T000000Z\r\n');
    expect(text).toContain('DTEND:20261129T020000Z\r\n');
    const { event } = parseSingle(makeEvent());
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(TWO_HOURS);
  });

  it('keeps 7 PM in New York and 7 PM in Los Angeles at their own instants', () => {
    const newYork = makeEvent({ id: 1, date: '2026-11-28T19:00:00-05:00', timeZone: 'America/New_York' });
    const losAngeles = makeEvent({
      id: 2,
      date: '2026-11-28T19:00:00-08:00',
      timeZone: 'America/Los_Angeles',
    });
    const summer = makeEvent({ id: 3, date: '2026-07-04T23:00:00.000Z', timeZone: 'America/New_York' });
    const { events } = parseCalendar(
      buildIcsCalendar([newYork, losAngeles, summer], { siteUrl: SITE, now: NOW }),
    );
    const starts = events.map((event) => event.startDate.toJSDate());
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-11-29T00:00:00.000Z',
      '2026-11-29T03:00:00.000Z',
      '2026-07-04T23:00:00.000Z',
    ]);
    expect(formatInZone(starts[0]!, 'America/New_York')).toBe('Nov 28, 2026, 7:00 PM');
    expect(formatInZone(starts[1]!, 'America/Los_Angeles')).toBe('Nov 28, 2026, 7:00 PM');
    expect(formatInZone(starts[2]!, 'America/New_York')).toBe('Jul 4, 2026, 7:00 PM');
  });

  it('names the shared time zone, and none when events are in several', () => {
    const single = parseSingle(makeEvent()).calendar;
    expect(single.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    const defaulted = parseSingle(makeEvent({ timeZone: null })).calendar;
    expect(defaulted.getFirstPropertyValue('x-wr-timezone')).toBe('America/Los_Angeles');
    const mixed = buildIcsCalendar([makeEvent(), makeEvent({ id: 2, timeZone: 'America/Chicago' })], {
      siteUrl: SITE,
    });
    expect(mixed).not.toContain('X-WR-TIMEZONE');
  });

  it('writes location, geo, url and a description with the event page', () => {
    const { event } = parseSingle(makeEvent());
    expect(event.location).toBe('Skyline Terrace, New York, NY');
    expect(event.component.getFirstPropertyValue('geo')).toEqual([40.7128, -74.006]);
    expect(event.component.getFirstPropertyValue('url')).toBe(`${SITE}/events/42`);
    expect(event.description).toBe(`Dancing and cake.\n\n${SITE}/events/42`);
    expect(event.description).not.toContain('RSVP');
  });

  it('adds the RSVP line only when an invitation url is set', () => {
    const withRsvp = parseSingle(
      makeEvent({ eviteInvitationUrl: 'https://www.evite.com/event/abc?x=1,2' }),
    ).event;
    expect(withRsvp.description).toBe(
      `Dancing and cake.\n\n${SITE}/events/42\n\nRSVP: https://www.evite.com/event/abc?x=1,2`,
    );
    expect(parseSingle(makeEvent({ eviteInvitationUrl: null })).event.description).not.toContain('RSVP');
    expect(parseSingle(makeEvent({ eviteInvitationUrl: '' })).event.description).not.toContain('RSVP');
  });

  it('leaves out geo without both coordinates and location when there is none', () => {
    const { event } = parseSingle(
      makeEvent({ latitude: 40.7, longitude: null, location: null, city: null, region: null }),
    );
    expect(event.component.getFirstPropertyValue('geo')).toBeNull();
    expect(event.component.getFirstPropertyValue('location')).toBeNull();
  });

  it('does not repeat the city when the location already holds it', () => {
    const { event } = parseSingle(makeEvent({ location: '20 W 34th St, New York, NY 10001' }));
    expect(event.location).toBe('20 W 34th St, New York, NY 10001');
  });

  it('names a feed with X-WR-CALNAME only when asked', () => {
    expect(
      parseSingle(makeEvent(), 'Confetti: New York').calendar.getFirstPropertyValue('x-wr-calname'),
    ).toBe('Confetti: New York');
    expect(parseSingle(makeEvent()).calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
  });

  it('writes LAST-MODIFIED from updatedAt', () => {
    const { event } = parseSingle(makeEvent({ updatedAt: '2026-09-30T08:15:00Z' }));
    const modified = event.component.getFirstPropertyValue('last-modified') as ICAL.Time;
    expect(modified.toJSDate().toISOString()).toBe('2026-09-30T08:15:00.000Z');
  });

  it('holds several events in one file', () => {
    const inputs = [1, 2, 3].map((id) =>
      makeEvent({ id, title: `Party ${id}`, date: `2026-12-0${id}T20:00:00Z` }),
    );
    const { events } = parseCalendar(buildIcsCalendar(inputs, { siteUrl: `${SITE}/`, now: NOW }));
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      ['event-1@confetti.example', 'Party 1'],
      ['event-2@confetti.example', 'Party 2'],
      ['event-3@confetti.example', 'Party 3'],
    ]);
    expect(events[2]!.component.getFirstPropertyValue('url')).toBe(`${SITE}/events/3`);
  });

  it('round-trips commas, semicolons, backslashes, newlines and emoji', () => {
    const title = 'Tacos, Tequila; & "Fun" \\ Night 🌮🎉';
    const description = 'Line one, with commas; and semicolons.\nLine two 👩‍👩‍👧‍👦\r\nLine three\\n literal';
    const location = 'Café Olé, 1 Main St; Suite 2';
    const { event } = parseSingle(makeEvent({ title, description, location, city: 'Austin', region: 'TX' }));
    expect(event.summary).toBe(title);
    expect(event.description).toBe(
      `Line one, with commas; and semicolons.\nLine two 👩‍👩‍👧‍👦\nLine three\\n literal\n\n${SITE}/events/42`,
    );
    expect(event.location).toBe('Café Olé, 1 Main St; Suite 2, Austin, TX');
  });

  it('writes a valid empty calendar for no events', () => {
    const { calendar, events } = parseCalendar(
      buildIcsCalendar([], { siteUrl: SITE, calendarName: 'Empty feed' }),
    );
    expect(events).toHaveLength(0);
    expect(calendar.getFirstPropertyValue('prodid')).toBe(ICS_PRODUCT_ID);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Empty feed');
  });

  it('rejects an unreadable date, naming the event', () => {
    expect(() => buildIcsCalendar([makeEvent({ id: 9, date: 'not a date' })], { siteUrl: SITE })).toThrow(
      /Event 9 has an invalid date/,
    );
  });
});

describe('control characters in event text', () => {
  it('never lets a bare CR, NUL or escape start a new line or property', () => {
    const ics = buildIcsCalendar(
      [
        makeEvent({
          title: 'x\rORGANIZER:mailto:e@x\u0000\u001b',
          description: 'line one\r\nline two\rORGANIZER:mailto:e@x',
          location: 'Hall\r\nATTENDEE:mailto:a@x',
        }),
      ],
      { siteUrl: SITE, now: NOW },
    );
    const lines = foldIcsLines(ics)
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n');
    expect(lines.filter((l) => /^(ORGANIZER|ATTENDEE)/.test(l))).toEqual([]);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\p{Cc}/u);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:xORGANIZER:mailto:e@x');
  });
});

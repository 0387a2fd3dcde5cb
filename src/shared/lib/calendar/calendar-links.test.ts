import { describe, expect, it } from 'vitest';
import type { CalendarEventInput } from '#shared/lib/calendar/calendar-event.ts';
import { buildGoogleCalendarUrl, buildOutlookComposeUrl } from '#shared/lib/calendar/calendar-links.ts';

const SITE = 'https://confetti.example';

function makeEvent(overrides: Partial<CalendarEventInput> = {}): CalendarEventInput {
  return {
    id: 42,
    title: 'Tacos & Tequila, Night #2',
    description: 'Live music; great food.\nBring friends!',
    date: '2026-11-28T19:00:00-05:00',
    location: 'Café Olé, 1 Main St',
    city: 'New York',
    region: 'NY',
    timeZone: 'America/New_York',
    eviteInvitationUrl: 'https://www.evite.com/event/abc',
    ...overrides,
  };
}

describe('buildOutlookComposeUrl', () => {
  it('opens the Outlook web compose deeplink with a two-hour slot in UTC', () => {
    const url = new URL(buildOutlookComposeUrl(makeEvent(), SITE));
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    const params = url.searchParams;
    expect(params.get('path')).toBe('/calendar/action/compose');
    expect(params.get('rru')).toBe('addevent');
    expect(params.get('subject')).toBe('Tacos & Tequila, Night #2');
    expect(params.get('startdt')).toBe('2026-11-29T00:00:00Z');
    expect(params.get('enddt')).toBe('2026-11-29T02:00:00Z');
    expect(params.get('location')).toBe('Café Olé, 1 Main St, New York, NY');
    expect(params.get('body')).toBe(
      `Live music; great food.\nBring friends!\n\n${SITE}/events/42\n\nRSVP: https://www.evite.com/event/abc`,
    );
  });

  it('percent-encodes values with %20, never +', () => {
    const url = buildOutlookComposeUrl(makeEvent(), SITE);
    expect(url).toContain('subject=Tacos%20%26%20Tequila%2C%20Night%20%232');
    expect(url).not.toContain('+');
  });
});

describe('buildGoogleCalendarUrl', () => {
  it('opens the Google Calendar template with UTC dates and the event zone', () => {
    const url = new URL(buildGoogleCalendarUrl(makeEvent(), SITE));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    const params = url.searchParams;
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('text')).toBe('Tacos & Tequila, Night #2');
    expect(params.get('dates')).toBe('20261129T000000Z/20261129T020000Z');
    expect(params.get('ctz')).toBe('America/New_York');
    expect(params.get('location')).toBe('Café Olé, 1 Main St, New York, NY');
    expect(params.get('details')).toContain(`${SITE}/events/42`);
    expect(params.get('details')).toContain('RSVP: https://www.evite.com/event/abc');
  });

  it('defaults the zone to America/Los_Angeles and leaves out RSVP when not set', () => {
    const params = new URL(
      buildGoogleCalendarUrl(
        makeEvent({ timeZone: null, eviteInvitationUrl: null, description: null }),
        SITE,
      ),
    ).searchParams;
    expect(params.get('ctz')).toBe('America/Los_Angeles');
    expect(params.get('details')).toBe(`${SITE}/events/42`);
  });

  it('shortens a long description but keeps the event and RSVP links', () => {
    const url = buildGoogleCalendarUrl(makeEvent({ description: 'Party 🎉 '.repeat(1000) }), SITE);
    const details = new URL(url).searchParams.get('details')!;
    expect(details.length).toBeLessThan(1100);
    expect(details).toContain('…');
    expect(details.endsWith(`${SITE}/events/42\n\nRSVP: https://www.evite.com/event/abc`)).toBe(true);
  });
});

import {
  buildCalendarDescription,
  buildEventLocation,
  type CalendarEventInput,
  getEventTimes,
  getEventTimeZone,
} from '#shared/lib/calendar/calendar-event.ts';
import { truncateText } from '#shared/lib/share/truncate-text.ts';

const OUTLOOK_COMPOSE_URL = 'https://outlook.live.com/calendar/0/deeplink/compose';
const GOOGLE_CALENDAR_URL = 'https://calendar.google.com/calendar/render';
/**
 * Browsers and the calendar services reject very long URLs, so the body is kept short; the event
 * page link and RSVP line are always kept in full.
 */
const MAX_LINK_DETAILS_LENGTH = 1000;

/**
 * Outlook on the web "add event" deeplink with a two-hour slot. Times are UTC with `Z`, the form
 * Outlook converts to the viewer's zone.
 * @see https://github.com/InteractionDesignFoundation/add-event-to-calendar-docs/blob/main/services/outlook-web.md
 */
export function buildOutlookComposeUrl(event: CalendarEventInput, siteUrl: string): string {
  const { start, end } = getEventTimes(event);
  return `${OUTLOOK_COMPOSE_URL}?${encodeQuery({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: formatOutlookDate(start),
    enddt: formatOutlookDate(end),
    body: buildLinkDetails(event, siteUrl),
    location: buildEventLocation(event),
  })}`;
}

/**
 * Google Calendar "create event" template link with a two-hour slot in UTC (`dates=start/end`);
 * `ctz` makes Google show the times in the event's own zone.
 * @see https://github.com/InteractionDesignFoundation/add-event-to-calendar-docs/blob/main/services/google.md
 */
export function buildGoogleCalendarUrl(event: CalendarEventInput, siteUrl: string): string {
  const { start, end } = getEventTimes(event);
  return `${GOOGLE_CALENDAR_URL}?${encodeQuery({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatGoogleDate(start)}/${formatGoogleDate(end)}`,
    details: buildLinkDetails(event, siteUrl),
    location: buildEventLocation(event),
    ctz: getEventTimeZone(event),
  })}`;
}

function buildLinkDetails(event: CalendarEventInput, siteUrl: string): string {
  const description = truncateText(event.description?.trim() ?? '', MAX_LINK_DETAILS_LENGTH);
  return buildCalendarDescription({ ...event, description }, siteUrl);
}

/** `2025-11-29T00:00:00Z` */
function formatOutlookDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `20251129T000000Z` */
function formatGoogleDate(date: Date): string {
  return formatOutlookDate(date).replace(/[-:]/g, '');
}

/** Percent-encodes values (`%20` for spaces, which both services read); `/` may stay literal in a query. */
function encodeQuery(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2F/g, '/')}`)
    .join('&');
}

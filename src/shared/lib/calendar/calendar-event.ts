import type { EventSeriesInfo } from '#shared/contracts/events.ts';
import { type AdmissionKind, admissionOf, describeAdmission } from '#shared/lib/admission.ts';
import { resolveTimeZone } from '#shared/lib/calendar/time-zone.ts';

/** Calendar entries last two hours from the event's start. */
export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

/** What calendar export needs from an event; nullable fields mirror the database columns. */
export type CalendarEventInput = {
  id: number;
  title: string;
  description?: string | null;
  /** ISO 8601 instant (with offset or `Z`), or a Date. */
  date: string | Date;
  location?: string | null;
  city?: string | null;
  region?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** IANA zone; missing or unknown falls back to the default zone. */
  timeZone?: string | null;
  eviteInvitationUrl?: string | null;
  updatedAt?: string | Date | null;
  /** Set on a date of a repeating event. */
  series?: EventSeriesInfo | null;
  admission?: AdmissionKind;
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
  ticketUrl?: string | null;
  isSoldOut?: boolean;
};

/** Start and end instants of an event's calendar entry; throws a RangeError on an unreadable date. */
export function getEventTimes(event: Pick<CalendarEventInput, 'id' | 'date'>): { start: Date; end: Date } {
  const start = new Date(event.date);
  if (Number.isNaN(start.getTime())) {
    throw new RangeError(`Event ${event.id} has an invalid date: ${String(event.date)}`);
  }
  return { start, end: new Date(start.getTime() + EVENT_DURATION_MS) };
}

/** The public page of an event: `{siteUrl}/events/{id}` (a trailing slash on siteUrl is ignored). */
export function buildEventUrl(siteUrl: string, eventId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}/events/${eventId}`;
}

/** The event's place: its location, followed by city and state when the location lacks them. */
export function buildEventLocation(event: Pick<CalendarEventInput, 'location' | 'city' | 'region'>): string {
  const parts = [event.location?.trim() ?? ''];
  const known = parts[0]!.toLowerCase();
  for (const extra of [event.city, event.region]) {
    const value = extra?.trim();
    if (value && !known.includes(value.toLowerCase())) parts.push(value);
  }
  return parts.filter(Boolean).join(', ');
}

/**
 * Description of a calendar entry: the event's text, its price and ticket link when listed, its page
 * and, when set, the RSVP link.
 */
export function buildCalendarDescription(event: CalendarEventInput, siteUrl: string): string {
  const tickets = event.ticketUrl?.trim();
  const lines = [
    event.description?.trim() ?? '',
    describeAdmission(admissionOf(event)) ?? '',
    tickets ? `Tickets: ${tickets}` : '',
    buildEventUrl(siteUrl, event.id),
  ];
  const rsvp = event.eviteInvitationUrl?.trim();
  if (rsvp) lines.push(`RSVP: ${rsvp}`);
  return lines.filter(Boolean).join('\n\n');
}

/** The event's IANA time zone with the default applied. */
export function getEventTimeZone(event: Pick<CalendarEventInput, 'timeZone'>): string {
  return resolveTimeZone(event.timeZone);
}

import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Event, SocialPost } from '#shared/contracts/events.ts';
import { resolveTimeZone } from '#shared/lib/calendar/time-zone.ts';

/** Where an event was added: Outlook on the web, Google Calendar, or a downloaded .ics file. */
export type CalendarKind = 'outlook' | 'google' | 'ics';

export const CALENDAR_KIND_LABELS: Record<CalendarKind, string> = {
  outlook: 'Outlook Calendar',
  google: 'Google Calendar',
  ics: 'Calendar file (.ics)',
};

/** The kind of a recorded outlook_calendar entry, read from the URL it stored. */
export function getCalendarKind(url: string): CalendarKind {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return 'ics';
  }
  if (/(^|\.)outlook\.(live|office)\.com$/.test(host)) return 'outlook';
  if (host === 'calendar.google.com') return 'google';
  return 'ics';
}

/**
 * 'View in Calendar': the web calendar's day view on the event's date (in its own time zone).
 * A downloaded file has no web view; null.
 */
export function buildCalendarViewUrl(
  kind: CalendarKind,
  event: Pick<Event, 'date' | 'timeZone'>,
): string | null {
  if (kind === 'ics') return null;
  const day = format(new Date(event.date), 'yyyy/M/d', { in: tz(resolveTimeZone(event.timeZone)) });
  return kind === 'outlook'
    ? `https://outlook.live.com/calendar/0/view/day/${day}`
    : `https://calendar.google.com/calendar/r/day/${day}`;
}

export type CalendarInvite = { kind: CalendarKind; addedAt: string };

/** The event's calendar adds, one per kind (the latest), newest first. */
export function listCalendarInvites(posts: readonly SocialPost[]): CalendarInvite[] {
  const latest = new Map<CalendarKind, string>();
  for (const post of posts) {
    if (post.platform !== 'outlook_calendar') continue;
    const kind = getCalendarKind(post.url);
    const seen = latest.get(kind);
    if (!seen || Date.parse(post.timestamp) > Date.parse(seen)) latest.set(kind, post.timestamp);
  }
  return [...latest]
    .map(([kind, addedAt]) => ({ kind, addedAt }))
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt));
}

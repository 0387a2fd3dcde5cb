import ICAL from 'ical.js';
import { normalizeCategory } from '#shared/constants.ts';
import { haversineMiles } from '#shared/lib/geo.ts';
import { geocodeAddress } from '../../lib/events/event-location.ts';
import { toZonedInstant } from '../../lib/understanding/dates/zoned-time.ts';
import type { DiscoveryArea, DiscoverySource, FoundEvent } from './discovery-source.ts';

export const ICS_TIMEOUT_MS = 10_000;
export const ICS_MAX_BYTES = 2 * 1024 * 1024;
/** How far ahead recurring events are expanded, and how many occurrences of one at most. */
const HORIZON_DAYS = 365;
const MAX_OCCURRENCES = 60;

/** Reads a feed with a deadline and a size cap; throws a message fit for the report. */
async function fetchFeed(url: string, fetchImpl: typeof fetch): Promise<string> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(ICS_TIMEOUT_MS),
    headers: { Accept: 'text/calendar, text/plain;q=0.5' },
  });
  if (!response.ok) throw new Error(`the feed answered HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > ICS_MAX_BYTES) throw new Error(`the feed is larger than ${ICS_MAX_BYTES / 1024 / 1024} MB`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ICS_MAX_BYTES) {
      await reader.cancel();
      throw new Error(`the feed is larger than ${ICS_MAX_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An ical.js time as an instant; floating times are wall time where the event takes place. */
function toInstant(time: ICAL.Time, timeZone: string): Date {
  if (time.zone === ICAL.Timezone.localTimezone || !time.zone) {
    return toZonedInstant(timeZone, time.year, time.month - 1, time.day, time.hour);
  }
  return time.toJSDate();
}

function parseEvents(text: string, feedUrl: string, area: DiscoveryArea): FoundEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const until = area.now.getTime() + HORIZON_DAYS * 86_400_000;
  const found: FoundEvent[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const locationText = event.location?.trim();
    if (!event.summary || !locationText) continue;
    const placed = geocodeAddress(locationText);
    if (!placed) continue;
    const { place } = placed;
    const distance = haversineMiles(area.center, place);
    if (distance > area.radiusMiles) continue;
    const starts: ICAL.Time[] = [];
    if (event.isRecurring()) {
      const iterator = event.iterator();
      for (let next = iterator.next(); next && starts.length < MAX_OCCURRENCES; next = iterator.next()) {
        const at = toInstant(event.getOccurrenceDetails(next).startDate, place.timeZone).getTime();
        if (at > until) break;
        if (at >= area.now.getTime()) starts.push(event.getOccurrenceDetails(next).startDate);
      }
    } else {
      starts.push(event.startDate);
    }
    const categories = component.getFirstPropertyValue('categories');
    const url = component.getFirstPropertyValue('url');
    for (const start of starts) {
      const date = toInstant(start, place.timeZone);
      if (date.getTime() < area.now.getTime() || date.getTime() > until) continue;
      found.push({
        key: `ics:${event.uid || event.summary}:${date.toISOString()}`,
        title: event.summary.slice(0, 200),
        description: (event.description ?? '').slice(0, 5000),
        category: normalizeCategory(typeof categories === 'string' ? categories : undefined),
        date,
        timeZone: place.timeZone,
        location: locationText.slice(0, 300),
        city: place.city,
        region: place.region,
        latitude: place.lat,
        longitude: place.lon,
        source: `ics:${new URL(feedUrl).host}`,
        url: typeof url === 'string' ? url : null,
      });
    }
  }
  return found;
}

/** One operator-listed iCalendar feed. */
export function createIcsSource(url: string, fetchImpl: typeof fetch = fetch): DiscoverySource {
  return {
    name: `ics:${url}`,
    async find(area) {
      let text: string;
      try {
        text = await fetchFeed(url, fetchImpl);
      } catch (err) {
        const reason =
          err instanceof Error && err.name === 'TimeoutError'
            ? 'the feed did not answer in time'
            : (err as Error).message;
        throw new Error(`Could not read ${url}: ${reason}`);
      }
      try {
        return parseEvents(text, url, area);
      } catch (err) {
        throw new Error(
          `Could not read ${url}: it is not a valid iCalendar file (${(err as Error).message})`,
        );
      }
    },
  };
}

/** DISCOVERY_ICS_FEEDS: http(s) URLs separated by commas or whitespace. */
export function parseFeedList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((u) => /^https?:\/\//i.test(u));
}

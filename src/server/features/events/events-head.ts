import { TZDate } from '@date-fns/tz';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { resolveTimeZone } from '#shared/lib/calendar/time-zone.ts';
import { resolveEventImage } from '#shared/lib/event-image.ts';
import { splitPlace } from '../../lib/geo/postal-address.ts';
import { escapeHtml, toScriptJson } from '../../lib/http/html.ts';
import type { EventHeadRecord, EventsRepository } from './events.repository.ts';

const HOME_TITLE = `${PRODUCT_NAME}: find your perfect party`;
const HOME_DESCRIPTION = 'Discover, plan and share parties and social events across the United States.';
const EVENT_PATH = /^\/events\/([1-9]\d{0,9})\/?$/;
const MAX_ID = 2_147_483_647;
const EVENT_HOURS = 2;

type Tag = [kind: 'name' | 'property', key: string, content: string];

const metaTag = ([kind, key, content]: Tag) => `<meta ${kind}="${key}" content="${escapeHtml(content)}" />`;

function summarize(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The image rule as an absolute URL, which crawlers need. */
function absoluteImage(image: string | null, category: string, siteUrl: string): string {
  const resolved = resolveEventImage(image, category);
  return resolved.startsWith('/') ? `${siteUrl}${resolved}` : resolved;
}

function renderHomeHead(siteUrl: string): string {
  const url = `${siteUrl}/`;
  const tags: Tag[] = [
    ['name', 'description', HOME_DESCRIPTION],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:title', HOME_TITLE],
    ['property', 'og:description', HOME_DESCRIPTION],
    ['property', 'og:image', `${siteUrl}/og-image.jpg`],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', HOME_TITLE],
    ['name', 'twitter:description', HOME_DESCRIPTION],
    ['name', 'twitter:image', `${siteUrl}/og-image.jpg`],
  ];
  return [
    `<title>${escapeHtml(HOME_TITLE)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...tags.map(metaTag),
  ].join('\n');
}

const centsText = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org offers for an event with a price: one Offer for a single price (0 when free), an
 * AggregateOffer for a range, in US dollars; available until the host marks it sold out. It is
 * valid from when the event was listed, and points at the ticket seller, else the event page.
 * Donations and unlisted prices get none: there is no price to state.
 */
function offersOf(event: EventHeadRecord, url: string) {
  const low = event.admission === 'free' ? 0 : event.admission === 'paid' ? event.priceMinCents : null;
  if (low === null) return undefined;
  const common = {
    priceCurrency: 'USD',
    availability: `https://schema.org/${event.isSoldOut ? 'SoldOut' : 'InStock'}`,
    url: event.ticketUrl ?? url,
    validFrom: event.createdAt.toISOString(),
  };
  const high = event.priceMaxCents;
  if (event.admission === 'paid' && high !== null && high !== low) {
    return { '@type': 'AggregateOffer', lowPrice: centsText(low), highPrice: centsText(high), ...common };
  }
  return { '@type': 'Offer', price: centsText(low), ...common };
}

function renderEventHead(event: EventHeadRecord, siteUrl: string): string {
  const title = event.metaTitle?.trim() || event.title;
  const description = summarize(event.metaDescription?.trim() || event.description || title);
  const image = absoluteImage(event.metaImage || event.image, event.category, siteUrl);
  const url = `${siteUrl}/events/${event.id}`;
  const zone = resolveTimeZone(event.timeZone);
  const start = new TZDate(event.date.getTime(), zone).toISOString();
  const end = new TZDate(event.date.getTime() + EVENT_HOURS * 3_600_000, zone).toISOString();
  const tags: Tag[] = [
    ['name', 'description', description],
    // Open Graph has no event type; an event page is an article about one.
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:url', url],
    ['property', 'event:start_time', start],
    ['property', 'event:end_time', end],
    ['property', 'event:location', event.location],
  ];
  if (event.latitude !== null && event.longitude !== null) {
    tags.push(
      ['property', 'place:location:latitude', String(event.latitude)],
      ['property', 'place:location:longitude', String(event.longitude)],
    );
  }
  tags.push(
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  );
  const organizer = event.creatorName ?? event.organizerName;
  const place = splitPlace(event.location, event);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    description,
    startDate: start,
    endDate: end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place.name,
      address: { '@type': 'PostalAddress', ...place.address },
      geo:
        event.latitude !== null && event.longitude !== null
          ? { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude }
          : undefined,
    },
    image: [image],
    url,
    organizer: organizer ? { '@type': 'Person', name: organizer } : undefined,
    isAccessibleForFree: event.admission === 'free' ? true : undefined,
    offers: offersOf(event, url),
  };
  return [
    `<title>${escapeHtml(`${title} | ${PRODUCT_NAME}`)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...tags.map(metaTag),
    `<script type="application/ld+json">${toScriptJson(jsonLd)}</script>`,
  ].join('\n');
}

/**
 * Server-rendered <head> tags for crawlers that run no JavaScript: the home page's defaults, and
 * an event page's Open Graph, Twitter card and schema.org Event (one primary-key query).
 * Other paths, and unknown events, answer null so the page keeps its default head.
 */
export function createEventsHeadRenderer(eventsRepo: EventsRepository) {
  return async (path: string, siteUrl: string): Promise<string | null> => {
    const pathname = path.split(/[?#]/, 1)[0] ?? '';
    const site = siteUrl.replace(/\/+$/, '');
    if (pathname === '/' || pathname === '') return renderHomeHead(site);
    const id = Number(EVENT_PATH.exec(pathname)?.[1] ?? Number.NaN);
    if (!Number.isInteger(id) || id > MAX_ID) return null;
    const event = await eventsRepo.findHeadById(id);
    return event ? renderEventHead(event, site) : null;
  };
}

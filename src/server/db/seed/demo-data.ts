import { DEMO_CITIES } from './demo-data-cities.ts';
import { dayOffset, isoDateBefore, localInstant, type SeedDay, seedDayOf } from './demo-data-dates.ts';
import { CENTRAL_EVENTS } from './demo-data-events-central.ts';
import { EAST_EVENTS } from './demo-data-events-east.ts';
import { MOUNTAIN_EVENTS } from './demo-data-events-mountain.ts';
import { PACIFIC_EVENTS } from './demo-data-events-pacific.ts';
import { VALLEY_EVENTS } from './demo-data-events-valley.ts';
import type { EventSpec, VendorSpec } from './demo-data-specs.ts';
import type { DemoData, DemoEvent, DemoUser, DemoVendor } from './demo-data-types.ts';
import { DEMO_USERS } from './demo-data-users.ts';
import { EAST_VENDORS } from './demo-data-vendors-east.ts';
import { VALLEY_VENDORS } from './demo-data-vendors-valley.ts';
import { WEST_VENDORS } from './demo-data-vendors-west.ts';

export type { DemoData } from './demo-data-types.ts';

export const DEMO_EVENT_SPECS: readonly EventSpec[] = [
  ...VALLEY_EVENTS,
  ...PACIFIC_EVENTS,
  ...MOUNTAIN_EVENTS,
  ...CENTRAL_EVENTS,
  ...EAST_EVENTS,
];

export const DEMO_VENDOR_SPECS: readonly VendorSpec[] = [...VALLEY_VENDORS, ...WEST_VENDORS, ...EAST_VENDORS];

/**
 * The demo content for a new database: users, events and vendors. Pure and deterministic: event
 * dates are offsets from the UTC calendar day of `now`, so the same day always gives the same data.
 */
export function buildDemoData(now: Date): DemoData {
  const seed = seedDayOf(now);
  const users: DemoUser[] = DEMO_USERS.map((user) => ({ ...user }));
  const names = new Map(users.map((user) => [user.key, user.name]));
  return {
    users,
    events: DEMO_EVENT_SPECS.map((spec) => buildEvent(spec, seed, names)),
    vendors: DEMO_VENDOR_SPECS.map((spec) => buildVendor(spec, seed)),
  };
}

function buildEvent(spec: EventSpec, seed: SeedDay, names: Map<string, string>): DemoEvent {
  const place = DEMO_CITIES[spec.city];
  const organizerName = spec.host ? names.get(spec.host) : spec.organizer;
  if (!organizerName) throw new Error(`Demo event ${spec.key} has no host or organizer`);
  const [lat, lon] = spec.coords ?? spreadAround(spec.key, place.lat, place.lon);
  return {
    key: spec.key,
    title: spec.title,
    description: spec.description,
    category: spec.category,
    startsAt: localInstant(seed, dayOffset(spec.when, seed), spec.at, place.timeZone),
    venue: spec.venue,
    address: spec.address ?? null,
    city: place.city,
    region: place.region,
    lat,
    lon,
    timeZone: place.timeZone,
    organizerKey: spec.host ?? null,
    organizerName,
    imageKey: null,
    eviteInvitationUrl: spec.evite ? eviteUrl(spec.key) : null,
  };
}

function buildVendor(spec: VendorSpec, seed: SeedDay): DemoVendor {
  const place = DEMO_CITIES[spec.city];
  const [lat, lon] = spreadAround(spec.key, place.lat, place.lon);
  return {
    key: spec.key,
    ownerKey: spec.owner ?? null,
    name: spec.name,
    description: spec.description,
    category: spec.category,
    contactEmail: `${spec.email}@example.com`,
    contactPhone: spec.phone,
    website: spec.site === null ? null : `https://${spec.site}.example.com`,
    city: place.city,
    region: place.region,
    lat,
    lon,
    travelDistance: spec.travel,
    yearsOfExperience: spec.years,
    responseTime: spec.response,
    cancellationPolicy: spec.cancellation,
    // Only links: the vendor contract and page take social media as http(s) URLs, not handles.
    socialMedia: Object.fromEntries(
      Object.entries(spec.social ?? {}).filter(([, url]) => /^https?:\/\//i.test(url)),
    ),
    verified: spec.verified ?? false,
    insuranceVerified: spec.insured ?? false,
    backgroundChecked: spec.checked ?? false,
    services: spec.services.map((service) => ({
      name: service.name,
      description: service.description,
      priceCents: Math.round(service.price * 100),
      durationMinutes: service.minutes ?? null,
      minimumBookingNoticeDays: service.minNoticeDays ?? null,
      maximumBookingNoticeDays: service.maxNoticeDays ?? null,
    })),
    reviews: spec.reviews.map((review) => ({
      authorKey: review.by,
      rating: review.rating,
      review: review.text,
      eventDate: isoDateBefore(seed, review.daysAgo),
      verified: review.verified ?? false,
    })),
  };
}

/** Up to about a quarter mile from the city centre, fixed per key, so pins do not stack. */
function spreadAround(key: string, lat: number, lon: number): [number, number] {
  const random = seededRandom(hashKey(key));
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return [round(lat + (random() - 0.5) * 0.006), round(lon + (random() - 0.5) * 0.008)];
}

const EVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function eviteUrl(key: string): string {
  const random = seededRandom(hashKey(`evite:${key}`));
  let id = '';
  for (let i = 0; i < 20; i++) id += EVITE_ALPHABET[Math.floor(random() * EVITE_ALPHABET.length)];
  return `https://www.evite.com/event/${id}`;
}

/** FNV-1a, 32-bit. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so the spread is stable without Math.random. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

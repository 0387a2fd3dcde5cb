import type { User } from '#shared/contracts/auth.ts';
import type { Event } from '#shared/contracts/events.ts';
import type { Vendor } from '#shared/contracts/vendors.ts';

/** An event as the API shows it, for client tests; tests override what they rely on. */
export function buildTestEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 7,
    title: 'Sunset Folk Concert at Zilker Park',
    description: 'Three Texas singer-songwriters play the great lawn as the sun sets.',
    category: 'Concert',
    date: '2026-12-06T01:00:00.000Z',
    location: 'Zilker Park, Austin, TX',
    city: 'Austin',
    region: 'TX',
    country: 'United States',
    latitude: 30.27,
    longitude: -97.77,
    timeZone: 'America/Chicago',
    image: 'http://cdn.example.com/folk.jpg',
    organizerId: 3,
    organizerName: 'Barton Springs Music Collective',
    creator: null,
    eviteSynced: false,
    eviteInvitationUrl: null,
    eviteEventId: null,
    eviteSyncStatus: null,
    socialPosts: [],
    metaTitle: null,
    metaDescription: null,
    metaImage: null,
    series: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A second event shape (a New York birthday with no image) for the calendar and sharing tests. */
export function buildTestBirthdayEvent(overrides: Partial<Event> = {}): Event {
  return buildTestEvent({
    title: 'Rooftop Birthday Bash',
    description: 'Dancing, cake and a skyline view.',
    category: 'Birthday',
    date: '2026-12-12T00:00:00.000Z',
    location: 'Skyline Terrace',
    city: 'New York',
    region: 'NY',
    latitude: 40.7,
    longitude: -74,
    timeZone: 'America/New_York',
    image: null,
    organizerId: 1,
    organizerName: 'Sam',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A signed-in user as GET /api/user answers, for client tests. */
export function buildTestUser(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    username: 'riley',
    name: 'Riley Party',
    email: 'riley@example.com',
    emailVerified: true,
    bio: null,
    avatar: null,
    isAdmin: false,
    city: null,
    region: null,
    country: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A vendor as GET /api/vendors/{id} answers, for client tests. */
export function buildTestVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: 12,
    userId: 3,
    name: 'Golden Hour Photo',
    description: 'Candid event photography across Central Texas.',
    category: 'Photographer',
    contactEmail: 'hello@goldenhour.example',
    contactPhone: '512-555-0142',
    website: null,
    logo: null,
    image: null,
    location: 'Austin, TX',
    city: 'Austin',
    region: 'TX',
    country: 'US',
    latitude: 30.27,
    longitude: -97.74,
    travelDistance: null,
    yearsOfExperience: null,
    responseTime: null,
    measuredResponseMinutes: null,
    verified: false,
    insuranceVerified: false,
    backgroundChecked: false,
    rating: 0,
    averageRating: null,
    reviewCount: 0,
    distanceMiles: null,
    badges: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    cancellationPolicy: null,
    socialMedia: {},
    creator: null,
    services: [],
    gallery: [],
    ...overrides,
  };
}

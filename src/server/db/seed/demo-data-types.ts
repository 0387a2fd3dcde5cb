/** Shapes of the demo content; the seeder turns them into rows. */

export type DemoUser = {
  key: string;
  username: string;
  name: string;
  email: string;
  bio: string;
  city: string;
  region: string;
};

export type DemoEvent = {
  key: string;
  title: string;
  description: string;
  /** One of ALL_EVENT_CATEGORIES. */
  category: string;
  /** The UTC instant of the event's local start time. */
  startsAt: Date;
  venue: string;
  address: string | null;
  city: string;
  /** State code. */
  region: string;
  lat: number;
  lon: number;
  /** IANA time zone of the event's place. */
  timeZone: string;
  /** A DemoUser key, or null when organizerName is an outside group. */
  organizerKey: string | null;
  organizerName: string;
  /** Null: the app draws a poster or banner later. */
  imageKey: string | null;
  eviteInvitationUrl: string | null;
};

export type DemoVendorService = {
  name: string;
  description: string;
  priceCents: number;
  durationMinutes: number | null;
  minimumBookingNoticeDays: number | null;
  maximumBookingNoticeDays: number | null;
};

export type DemoVendorReview = {
  authorKey: string;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
  /** YYYY-MM-DD, before the seed day. */
  eventDate: string;
  verified: boolean;
};

export type DemoVendor = {
  key: string;
  ownerKey: string | null;
  name: string;
  description: string;
  /** One of VENDOR_CATEGORIES. */
  category: string;
  contactEmail: string;
  contactPhone: string;
  website: string | null;
  city: string;
  region: string;
  lat: number;
  lon: number;
  travelDistance: number | null;
  yearsOfExperience: number | null;
  responseTime: string;
  cancellationPolicy: string;
  socialMedia: Record<string, string>;
  verified: boolean;
  insuranceVerified: boolean;
  backgroundChecked: boolean;
  services: DemoVendorService[];
  reviews: DemoVendorReview[];
};

export type DemoData = { users: DemoUser[]; events: DemoEvent[]; vendors: DemoVendor[] };

export type DemoCity = { city: string; region: string; lat: number; lon: number; timeZone: string };

/** Event categories, in display order. */
export const EVENT_CATEGORIES = [
  'Birthday',
  'Wedding',
  'Corporate',
  'Holiday',
  'Social',
  'Theme Party',
  'Sports',
  'Bar Mitzvah',
  'Athletic Race',
  'Marathon',
  'Ice Skating',
  'Christmas Market',
  'Winter Festival',
  'Food Festival',
  'Outdoor Adventure',
  'Concert',
  'Cultural Festival',
  'Other',
] as const;

/** Categories that only sample data uses; stored as is, never offered in forms. */
export const SAMPLE_ONLY_CATEGORIES = ['Music', 'Food & Drink', 'Conference'] as const;

export const ALL_EVENT_CATEGORIES = [...EVENT_CATEGORIES, ...SAMPLE_ONLY_CATEGORIES] as const;

export type EventCategory = (typeof ALL_EVENT_CATEGORIES)[number];

export const DEFAULT_EVENT_CATEGORY = 'Social' satisfies EventCategory;

/** Case-insensitive category lookup; unknown or missing falls back to Other. */
export function normalizeCategory(value: string | null | undefined): EventCategory {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return 'Other';
  return ALL_EVENT_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? 'Other';
}

export const VENDOR_CATEGORIES = [
  'DJ',
  'Band',
  'Musician',
  'Catering',
  'Photographer',
  'Videographer',
  'Event Planner',
  'Party Rentals',
  'Photo Booth',
  'Bartender',
  'Magician',
  'Face Painter',
  'Balloon Artist',
  'Clown',
  'Lighting',
  'Florist',
  'Dancer',
  'Security',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const SOCIAL_PLATFORMS = ['facebook', 'twitter', 'linkedin', 'instagram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_POST_PLATFORMS = [...SOCIAL_PLATFORMS, 'outlook_calendar'] as const;
export type SocialPostPlatform = (typeof SOCIAL_POST_PLATFORMS)[number];

export const IMAGE_STYLES = ['modern', 'artistic', 'elegant', 'playful', 'corporate'] as const;
export const IMAGE_COLOR_THEMES = ['vibrant', 'muted', 'monochrome', 'warm', 'cool'] as const;
export const IMAGE_MOODS = ['celebratory', 'professional', 'relaxed', 'luxurious', 'dramatic'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export type ImageColorTheme = (typeof IMAGE_COLOR_THEMES)[number];
export type ImageMood = (typeof IMAGE_MOODS)[number];

/** The 50 US states, code and name. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export const PRODUCT_NAME = 'Confetti';
export const DEFAULT_RADIUS_MILES = 50;

/** 'Similar Upcoming Events' lists at most this many. */
export const MAX_SIMILAR_EVENTS = 4;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 1000;

/** id of the `<script type="application/json">` block of first-paint data the server writes into every page. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** How many verification mails an account can ask for again in an hour. */
export const RESEND_VERIFICATION_PER_HOUR = 3;

// Plain helpers for vendor searches, kept out of the contracts so pages that read a URL load no zod.
/** The canonical spelling of a vendor category, whatever its case; null when it is not one. */
export function findVendorCategory(value: string): VendorCategory | null {
  const wanted = value.trim().toLowerCase();
  return VENDOR_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

/** Readings of a vendor search the searcher can dismiss (by removing its chip). */
export const VENDOR_SEARCH_READINGS = ['category', 'place', 'price'] as const;
export type VendorSearchReading = (typeof VENDOR_SEARCH_READINGS)[number];

/** Messages a host may send to one event's guests per day. */
export const GUEST_MESSAGES_PER_DAY = 5;
/** The guest groups a host can write to. */
export const MESSAGE_GROUPS = ['all', 'going', 'maybe', 'waitlisted'] as const;

/** Longest note in a quote request or a vendor's reply. */
export const QUOTE_MESSAGE_MAX = 2000;

/** RFC 5545 weekday codes, Monday first (the order the create page lists the days in). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The site's built-in name, until an administrator gives it its own in Site Settings. */
export const DEFAULT_SITE_NAME = 'Confetti';

/** Said to anyone who tries to create an account while an administrator has closed sign-up. */
export const SIGN_UP_CLOSED_MESSAGE =
  'Sign-up is closed for now: new accounts cannot be created. If you already have an account, sign in.';

/** Said to a guest without an account while an administrator asks guests to sign in to RSVP. */
export const GUEST_RSVP_CLOSED_MESSAGE =
  'Sign in to answer: guests need an account to RSVP on this site for now.';

import type { AdminJobKind } from './contracts/admin.ts';
import type { UploadFit } from './contracts/images.ts';

// The API's URLs by feature. They live apart from the contracts' zod schemas: a bundle cannot
// split a module, so a page that imported a URL from a contract file would load every schema in it
// and zod itself (about 30 KB gzip on the first load of every page).

/** Relative to `/api`; query strings are added by the caller. */
export const adminPaths = {
  stats: '/admin/stats',
  users: '/admin/users',
  user: (id: number) => `/admin/users/${id}`,
  startJob: (kind: AdminJobKind) => `/admin/${kind}`,
  job: (id: string) => `/admin/jobs/${id}`,
  sampleData: '/admin/sample-data',
  settings: '/admin/settings',
} as const;

/** Relative to `/api`. `user`: GET the signed-in user, PATCH their settings. */
export const authPaths = {
  register: '/register',
  login: '/login',
  logout: '/logout',
  user: '/user',
  verifyEmail: '/verify-email',
  resendVerification: '/resend-verification',
} as const;

/** Relative to `/api`. GET `list` answers the signed-in user's bookmarked events. */
export const bookmarksPaths = {
  list: '/bookmarks',
  one: (eventId: number) => `/bookmarks/${eventId}`,
} as const;

/** `settings` is relative to `/api`. */
export const calendarFeedPaths = {
  settings: '/calendar/feed',
  /** Relative to the site: `/api/calendar/feed/{token}.ics`. */
  file: (token: string) => `/api/calendar/feed/${token}.ics`,
} as const;

/** Relative to `/api`. */
export const configPaths = {
  config: '/config',
} as const;

/** Relative to `/api`: GET reads what discovery finds, POST also stores the new events. */
export const discoveryPaths = {
  discover: '/events/discover',
} as const;

/** Relative to `/api`; query strings are added by the caller. */
export const eventsPaths = {
  list: '/events',
  search: '/events/search',
  one: (id: number) => `/events/${id}`,
  similar: (id: number) => `/events/${id}/similar`,
  vendors: (id: number) => `/events/${id}/vendors`,
  /** Every date of the event's series from today on. */
  series: (id: number) => `/events/${id}/series`,
  /** The event's calendar file (a date of a series gets the series' RRULE entry). */
  calendar: (id: number) => `/events/${id}/calendar.ics`,
  /** Relative to the site: the public iCalendar feed (query string: eventsFeedQuerySchema). */
  feed: '/api/calendar/feeds/events.ics',
} as const;

/** Relative to `/api`. */
export const imagesPaths = {
  generateForNewEvent: '/events/generate-event-image',
  generateForEvent: (eventId: number) => `/events/${eventId}/generate-image`,
  /** POST the raw file: a photo fills each stored size, a logo fits inside it. */
  upload: (fit: UploadFit) => `/images/uploads?fit=${fit}`,
} as const;

/** Relative to `/api`. `current` is the visitor's location (GET /api/location, schema in common.ts). */
export const locationPaths = {
  current: '/location',
  geocode: (q: string) => `/geocode?${new URLSearchParams({ q })}`,
  placeSuggestions: (q: string) => `/places/suggest?q=${encodeURIComponent(q)}`,
} as const;

/**
 * Relative to `/api`: POST sends a message, GET reads the conversation, DELETE starts over; `stream`
 * sends a message and answers server-sent events.
 */
export const plannerPaths = {
  conversation: '/chat-planner',
  stream: '/chat-planner/stream',
} as const;

/** Relative to `/api`: POST a share record (`posts`) or a calendar entry (`entries`). */
export const socialPaths = {
  posts: (eventId: number) => `/events/${eventId}/social-posts`,
  entries: (eventId: number) => `/events/${eventId}/social`,
} as const;

/** Relative to `/api`; query strings are added by the caller. */
export const vendorsPaths = {
  list: '/vendors',
  mine: '/vendors/my-profile',
  favorites: '/vendors/favorites',
  one: (id: number) => `/vendors/${id}`,
  favorite: (id: number) => `/vendors/${id}/favorite`,
  verify: (id: number) => `/vendors/${id}/verify`,
  reviews: (id: number) => `/vendors/${id}/reviews`,
  review: (id: number, reviewId: number) => `/vendors/${id}/reviews/${reviewId}`,
  quoteRequests: (id: number) => `/vendors/${id}/quote-requests`,
  receivedQuotes: '/quote-requests/received',
  replyQuote: (id: number) => `/quote-requests/${id}/reply`,
  declineQuote: (id: number) => `/quote-requests/${id}/decline`,
  sentQuotes: '/quote-requests/sent',
  quoteThread: (id: number) => `/quote-requests/${id}`,
  quoteMessages: (id: number) => `/quote-requests/${id}/messages`,
  readQuote: (id: number) => `/quote-requests/${id}/read`,
  unreadQuotes: '/quote-requests/unread-count',
} as const;

/** Relative to `/api`: a person's answer, the host's guest list, and the mailed guest links. */
export const rsvpPaths = {
  mine: (eventId: number) => `/events/${eventId}/rsvp`,
  settings: (eventId: number) => `/events/${eventId}/rsvp/settings`,
  myList: '/rsvps',
  counts: (eventIds: readonly number[]) => `/rsvps/counts?ids=${eventIds.join(',')}`,
  guest: (token: string) => `/rsvp/guest/${encodeURIComponent(token)}`,
  confirmGuest: (token: string) => `/rsvp/guest/${encodeURIComponent(token)}/confirm`,
  guests: (eventId: number, query: { q?: string; status?: string; limit?: number; offset?: number } = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(key, String(value));
    const search = params.toString();
    return `/events/${eventId}/guests${search ? `?${search}` : ''}`;
  },
  guestsCsv: (eventId: number) => `/events/${eventId}/guests.csv`,
  oneGuest: (eventId: number, guestId: number) => `/events/${eventId}/guests/${guestId}`,
  message: (eventId: number) => `/events/${eventId}/guests/message`,
  unsubscribe: (token: string) => `/rsvp/unsubscribe/${token}`,
} as const;

/** Every client route in one place, so links and the router agree. */
export const paths = {
  home: '/',
  auth: '/auth',
  search: '/search',
  discoverEvents: '/discover-events',
  verifyEmail: '/verify-email',
  planner: '/chat-create-event',
  createEvent: '/create-event',
  createEventAlias: '/events/create',
  event: (id: number | string) => `/events/${id}`,
  editEvent: (id: number | string) => `/events/${id}/edit`,
  eventGuests: (id: number | string) => `/events/${id}/guests`,
  guestRsvp: '/rsvp/:token',
  profile: '/profile',
  publicProfile: (username: string) => `/profile/${encodeURIComponent(username)}`,
  myEvents: '/my-events',
  vendors: '/vendors',
  vendor: (id: number | string) => `/vendors/${id}`,
  editVendor: (id: number | string) => `/vendors/${id}/edit`,
  newVendor: '/vendors/new',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminEvents: '/admin/events',
  adminVendors: '/admin/vendors',
  adminSettings: '/admin/settings',
  adminEditEvent: (id: number | string) => `/admin/events/${id}/edit`,
  adminEventImage: (id: number | string) => `/admin/events/${id}/image`,
  adminGenerateSampleEvents: '/admin/generate-sample-events',
} as const;

/** Where a guest should land back after signing in. */
export function authPathWithRedirect(redirectTo: string): string {
  return redirectTo && redirectTo !== '/'
    ? `${paths.auth}?redirectTo=${encodeURIComponent(redirectTo)}`
    : paths.auth;
}

/** Where to go after signing in: only a same-site path from ?redirectTo=, never another origin. */
export function safeRedirectPath(value: string | null | undefined): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : paths.home;
}

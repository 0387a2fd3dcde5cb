import { MARKETPLACE_OPERATIONS } from './openapi-operations-marketplace.ts';

/** An operation's stable method name, its one-line summary and its tag. */
export type OperationDoc = readonly [operationId: string, summary: string, tag: string];

/**
 * The name, one-line summary and tag of every documented operation, keyed by `METHOD /path` as
 * Fastify registers it. Read by the OpenAPI transform, so a generated client gets stable method
 * names and the reference reads as sentences; a route missing here fails the OpenAPI test. The
 * marketplace's operations live in openapi-operations-marketplace.ts.
 */
export const OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/health': ['getHealth', 'Check that the server and its database answer', 'Health'],

  'GET /api/user': ['getCurrentUser', 'Get the signed-in user', 'Account'],
  'PATCH /api/user': ['updateCurrentUser', "Update the signed-in user's profile and preferences", 'Account'],
  'POST /api/register': ['register', 'Create an account', 'Account'],
  'POST /api/login': ['logIn', 'Sign in and receive the session cookie', 'Account'],
  'POST /api/logout': ['logOut', 'Sign out and end the session', 'Account'],
  'POST /api/resend-verification': [
    'resendVerification',
    'Mail the email verification link again',
    'Account',
  ],
  'POST /api/verify-email': ['verifyEmail', 'Confirm an email address with the mailed token', 'Account'],

  'GET /api/location': ['getVisitorLocation', "Get the visitor's city from their connection", 'Places'],
  'GET /api/geocode': ['geocodeAddress', 'Find map coordinates for a US address', 'Places'],
  'GET /api/places/suggest': ['suggestPlaces', 'Suggest US places for a location field', 'Places'],
  'GET /api/config': ['getAppConfig', "Get the site's public settings", 'Places'],

  'GET /api/events': ['listEvents', 'List upcoming events near the visitor or everywhere', 'Events'],
  'POST /api/events': ['createEvent', 'Host a new event (or a repeating series)', 'Events'],
  'GET /api/events/search': ['searchEvents', 'Search events in plain English', 'Events'],
  'GET /api/calendar/feeds/events.ics': [
    'getPublicEventsFeed',
    'Subscribe to public events as an iCalendar feed',
    'Calendar',
  ],
  'GET /api/events/{id}': ['getEvent', 'Get one event', 'Events'],
  'PATCH /api/events/{id}': ['updateEvent', 'Edit an event (its host or an administrator)', 'Events'],
  'DELETE /api/events/{id}': ['deleteEvent', 'Delete an event (its host or an administrator)', 'Events'],
  'GET /api/events/{id}/series': ['getEventSeries', 'List the dates of a repeating event', 'Events'],
  'GET /api/events/{id}/calendar.ics': [
    'getEventCalendarFile',
    'Download an event as an iCalendar file',
    'Calendar',
  ],
  'GET /api/events/{id}/similar': ['listSimilarEvents', 'List events like this one', 'Events'],
  'GET /api/events/{id}/vendors': ['listEventVendors', 'Suggest vendors who serve this event', 'Events'],

  'GET /api/bookmarks': ['listBookmarks', "List the signed-in user's bookmarked events", 'Bookmarks'],
  'GET /api/bookmarks/{eventId}': ['getBookmark', 'Tell whether an event is bookmarked', 'Bookmarks'],
  'POST /api/bookmarks/{eventId}': ['addBookmark', 'Bookmark an event', 'Bookmarks'],
  'DELETE /api/bookmarks/{eventId}': ['removeBookmark', 'Remove a bookmark', 'Bookmarks'],

  'GET /api/events/{id}/rsvp': [
    'getRsvpState',
    "Get an event's answers, places left and the caller's own answer",
    'RSVP',
  ],
  'PUT /api/events/{id}/rsvp': ['answerRsvp', 'Answer an invitation (a guest confirms by mail)', 'RSVP'],
  'DELETE /api/events/{id}/rsvp': ['withdrawRsvp', "Withdraw the signed-in user's answer", 'RSVP'],
  'PUT /api/events/{id}/rsvp/settings': [
    'updateRsvpSettings',
    "Set an event's capacity, deadline and guest list rules",
    'RSVP',
  ],
  'GET /api/rsvps': ['listMyRsvps', "List the signed-in user's answers", 'RSVP'],
  'GET /api/rsvps/counts': ['countGoing', 'Count the guests going to several events', 'RSVP'],
  'GET /api/rsvp/guest/{token}': ['getGuestRsvp', "Get a guest's answer through their private link", 'RSVP'],
  'PUT /api/rsvp/guest/{token}': [
    'updateGuestRsvp',
    "Change a guest's answer through their private link",
    'RSVP',
  ],
  'DELETE /api/rsvp/guest/{token}': [
    'withdrawGuestRsvp',
    "Withdraw a guest's answer through their private link",
    'RSVP',
  ],
  'POST /api/rsvp/guest/{token}/confirm': [
    'confirmGuestRsvp',
    "Confirm a guest's answer from the mailed link",
    'RSVP',
  ],
  'GET /api/events/{id}/guests': ['listGuests', "List an event's guests (its host)", 'RSVP'],
  'GET /api/events/{id}/guests.csv': [
    'exportGuests',
    "Download an event's guest list as CSV (its host)",
    'RSVP',
  ],
  'DELETE /api/events/{id}/guests/{guestId}': [
    'removeGuest',
    'Remove a guest from an event (its host)',
    'RSVP',
  ],
  'POST /api/events/{id}/guests/message': [
    'messageGuests',
    "Mail a message to an event's guests (its host)",
    'RSVP',
  ],
  'POST /api/rsvp/unsubscribe/{token}': [
    'unsubscribeFromEventMail',
    "Stop an event's mails through the link in one",
    'RSVP',
  ],

  'POST /api/events/generate-event-image': [
    'generateEventImage',
    'Draw a poster for an event being written',
    'Images',
  ],
  'POST /api/images/uploads': ['uploadImage', 'Upload a picture', 'Images'],
  'POST /api/events/{id}/generate-image': [
    'regenerateEventImage',
    'Draw a new poster for an event',
    'Images',
  ],
  'GET /images/{id}': ['getImage', 'Get a stored image', 'Images'],
  'GET /images/{id}/{file}': ['getImageFile', 'Get a stored image by its file name', 'Images'],
  'GET /banners/{file}': ['getCategoryBanner', 'Get a category banner', 'Images'],
  'GET /og-image.jpg': ['getSiteShareImage', "Get the site's link preview image", 'Images'],

  'POST /api/events/{id}/social-posts': [
    'recordSocialPost',
    'Record a share of an event on a social platform',
    'Sharing',
  ],
  'POST /api/events/{id}/social': [
    'recordSocialEntry',
    "Add a share to an event's social activity",
    'Sharing',
  ],

  'GET /api/calendar/feed': [
    'getPersonalFeed',
    "Tell whether the signed-in user's calendar feed is on",
    'Calendar',
  ],
  'POST /api/calendar/feed': [
    'createPersonalFeed',
    'Create (or replace) the personal calendar feed link',
    'Calendar',
  ],
  'DELETE /api/calendar/feed': ['revokePersonalFeed', 'Turn off the personal calendar feed', 'Calendar'],
  'GET /api/calendar/feed/{file}': [
    'getPersonalFeedFile',
    'Read a personal calendar feed (the link is the credential)',
    'Calendar',
  ],

  'GET /api/admin/stats': ['getAdminStats', "Get the dashboard's figures", 'Admin'],
  'GET /api/admin/users': ['listUsers', 'List and search users', 'Admin'],
  'PATCH /api/admin/users/{id}': ['setUserAdmin', "Grant or remove a user's admin role", 'Admin'],
  'POST /api/admin/generate-events': [
    'generateSampleEvents',
    'Start a job that creates sample events',
    'Admin',
  ],
  'POST /api/admin/generate-vendors': [
    'generateSampleVendors',
    'Start a job that creates sample vendors',
    'Admin',
  ],
  'POST /api/admin/generate-images': [
    'generateMissingImages',
    'Start a job that draws posters for events without one',
    'Admin',
  ],
  'GET /api/admin/jobs/{id}': ['getJob', "Get a background job's progress", 'Admin'],
  'DELETE /api/admin/sample-data': ['deleteSampleData', 'Delete every sample event and vendor', 'Admin'],
  'GET /api/admin/settings': ['getSiteSettings', "Get the site's settings, status and change log", 'Admin'],
  'PATCH /api/admin/settings': ['updateSiteSettings', "Change the site's settings", 'Admin'],

  'GET /api/events/discover': ['discoverEvents', 'Find events from outside sources', 'Discovery'],
  'POST /api/events/discover': [
    'importDiscoveredEvents',
    'Find events from outside sources and store them',
    'Discovery',
  ],

  ...MARKETPLACE_OPERATIONS,

  'GET /api/profiles/{username}': ['getPublicProfile', "Get a person's public profile", 'Profiles'],

  'POST /api/chat-planner': ['askPlanner', 'Send a message to the AI party planner', 'Planner'],
  'GET /api/chat-planner': [
    'getPlannerConversation',
    "Get the signed-in user's planner conversation",
    'Planner',
  ],
  'DELETE /api/chat-planner': ['clearPlannerConversation', 'Start the planner conversation over', 'Planner'],
  'POST /api/chat-planner/stream': [
    'streamPlanner',
    "Send a message and stream the planner's answer",
    'Planner',
  ],

  'GET /robots.txt': ['getRobots', 'Get the crawler rules', 'Search engines'],
  'GET /sitemap.xml': ['getSitemapIndex', 'Get the sitemap index', 'Search engines'],
  'GET /sitemap-static.xml': [
    'getStaticSitemap',
    "Get the sitemap of the site's fixed pages",
    'Search engines',
  ],
  'GET /sitemap-events-{page}.xml': [
    'getEventsSitemap',
    'Get one page of the events sitemap',
    'Search engines',
  ],
};

/** Each tag's description in the reference, in display order. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'Account', description: 'Sign-up, sign-in with a session cookie, and the signed-in user.' },
  { name: 'Events', description: 'Finding, reading and hosting events.' },
  {
    name: 'RSVP',
    description: 'Answers to invitations, capacity and waitlist, and the host\u2019s guest list.',
  },
  { name: 'Bookmarks', description: 'Events a user saved.' },
  { name: 'Calendar', description: 'iCalendar files and feeds.' },
  { name: 'Sharing', description: 'Shares of events on social platforms.' },
  { name: 'Images', description: 'Posters, uploads and banners.' },
  { name: 'Vendors', description: 'The vendor marketplace, favorites and reviews.' },
  { name: 'Quote requests', description: 'Quote requests to vendors and their conversations.' },
  { name: 'Profiles', description: 'Public profiles.' },
  { name: 'Planner', description: 'The AI party planner.' },
  { name: 'Discovery', description: 'Events found in outside sources.' },
  { name: 'Places', description: 'Locations, geocoding and the site\u2019s public settings.' },
  { name: 'Admin', description: 'Administration: figures, users, sample data, jobs and site settings.' },
  { name: 'Search engines', description: 'Crawler rules and sitemaps.' },
  { name: 'Health', description: 'Liveness for load balancers.' },
];

import type { ListEventsQuery } from '#shared/contracts/events.ts';

/** The signed-in user's events, past and upcoming, filtered by the server. */
export const MY_EVENTS_QUERY = {
  creator: 'me',
  ignoreLocation: true,
  when: 'all',
  limit: 1000,
} as const satisfies ListEventsQuery;

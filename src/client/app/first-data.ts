import type { QueryClient } from '@tanstack/react-query';
import { eventQueryOptions } from '#client/features/events/api/get-event.ts';
import { infiniteEventsQueryOptions } from '#client/features/events/hooks/use-infinite-events.ts';
import { locationQueryOptions } from '#client/features/location/api/get-location.ts';
import { rsvpStateQueryOptions } from '#client/features/rsvp/api/get-rsvp-state.ts';
import { appConfigKey } from '#client/lib/app-config.ts';
import { userQueryOptions } from '#client/lib/user.ts';
import { FIRST_DATA_ELEMENT_ID } from '#shared/constants.ts';
import type { FirstData } from '#shared/contracts/first-data.ts';

/** The JSON block the server wrote into the page, or null (dev server, tests, a damaged block). */
function readFirstData(): FirstData | null {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstData;
  } catch {
    return null;
  }
}

/**
 * Puts the server's first data into the query cache before the first render, so the first paint
 * needs no round trip: the user (null for a guest, so no /api/user call fails), the location, the
 * operator's settings and the page's first list or event. Without the block every query simply fetches as usual. The
 * server's render seeds its own client from the same data, so both render the same first page.
 */
export function seedFirstData(queryClient: QueryClient, data = readFirstData()): QueryClient {
  if (!data) return queryClient;
  queryClient.setQueryData(userQueryOptions().queryKey, data.user);
  if (data.location) queryClient.setQueryData(locationQueryOptions().queryKey, data.location);
  if (data.config) queryClient.setQueryData(appConfigKey, data.config);
  if (data.homeEvents) {
    const { category, ignoreLocation, isFree, page } = data.homeEvents;
    // The same query the home page asks for (homeEventsQuery), so the seeded page is the one it reads.
    const query = { category, ignoreLocation, when: 'upcoming' as const, ...(isFree ? { free: true } : {}) };
    queryClient.setQueryData(infiniteEventsQueryOptions(query).queryKey, { pages: [page], pageParams: [0] });
  }
  if (data.event) queryClient.setQueryData(eventQueryOptions(data.event.id).queryKey, data.event);
  if (data.event && data.eventRsvp) {
    queryClient.setQueryData(rsvpStateQueryOptions(data.event.id).queryKey, data.eventRsvp);
  }
  return queryClient;
}

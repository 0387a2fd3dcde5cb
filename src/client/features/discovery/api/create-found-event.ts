import { apiFetch } from '#client/lib/api-client.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { DiscoveredEvent } from '#shared/contracts/discovery.ts';
import type { CreateEventBody, Event } from '#shared/contracts/events.ts';

/** Creates a stored event from a found one through POST /api/events (the host's own endpoint). */
export function createFoundEvent(found: DiscoveredEvent): Promise<Event> {
  const body: CreateEventBody = {
    title: found.title,
    description: found.description || `${found.title} in ${found.city}, ${found.region}.`,
    date: found.date,
    location: found.location,
    category: found.category as CreateEventBody['category'],
  };
  return apiFetch<Event>(eventsPaths.list, { method: 'POST', body });
}

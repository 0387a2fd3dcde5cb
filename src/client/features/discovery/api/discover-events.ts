import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { discoveryPaths } from '#shared/api-paths.ts';
import type { DiscoveredEvent, DiscoverResponse } from '#shared/contracts/discovery.ts';
import { buildSampleEvents } from '../lib/sample-events.ts';

export type DiscoveryParams = { city: string; region: string; radius: number };

export type DiscoveryOutcome =
  | { kind: 'found'; events: DiscoveredEvent[]; response: DiscoverResponse }
  | { kind: 'samples'; events: DiscoveredEvent[]; reason: string };

const params = ({ city, region, radius }: DiscoveryParams) =>
  new URLSearchParams({ city, region, radius: String(radius), country: 'United States' });

/**
 * GET /api/events/discover. On any failure (request, reading, format) the three built-in sample
 * events are returned instead, with the reason, so the page can label them as samples.
 */
export async function discoverEvents(p: DiscoveryParams): Promise<DiscoveryOutcome> {
  let body: unknown;
  try {
    body = await apiFetch<unknown>(`${discoveryPaths.discover}?${params(p)}`);
  } catch (error) {
    const detail =
      error instanceof ApiError ? (error.body as { details?: string } | null)?.details : undefined;
    return {
      kind: 'samples',
      events: buildSampleEvents(p.city, p.region),
      reason: detail ?? 'API request failed, using sample data',
    };
  }
  const events =
    (body as { events?: unknown })?.events ?? (body as { data?: { events?: unknown } })?.data?.events;
  if (!Array.isArray(events)) {
    return {
      kind: 'samples',
      events: buildSampleEvents(p.city, p.region),
      reason: 'Invalid response format from event discovery service',
    };
  }
  return { kind: 'found', events: events as DiscoveredEvent[], response: body as DiscoverResponse };
}

/** POST /api/events/discover: finds and stores the new events. */
export const discoverAndStore = (p: DiscoveryParams) =>
  apiFetch<DiscoverResponse>(discoveryPaths.discover, {
    method: 'POST',
    body: { ...p, country: 'United States' },
  });

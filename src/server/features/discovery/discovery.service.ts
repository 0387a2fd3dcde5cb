import {
  DISCOVERY_COUNTRY,
  DISCOVERY_MISSING_PLACE,
  type DiscoveredEvent,
  type DiscoverQuery,
  type DiscoverResponse,
} from '#shared/contracts/discovery.ts';
import { haversineMiles } from '#shared/lib/geo.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findPlace, geocodeUs, type Place } from '../../lib/geo/gazetteer.ts';
import { type DedupeKey, dedupeKeyOf, isSameEvent } from './dedupe.ts';
import type { DiscoveryRepository } from './discovery.repository.ts';
import type { DiscoverySource, FoundEvent } from './discovery-source.ts';

/** A discovery request a person must fix: answered 400 with `error` and `details`. */
export class DiscoveryInputError extends Error {
  constructor(
    readonly error: string,
    readonly details: string,
  ) {
    super(error);
  }
}

type Deps = { repo: DiscoveryRepository; sources: readonly DiscoverySource[]; clock: () => Date };

function placeOf(query: DiscoverQuery): Place {
  if (!query.city || !query.region) {
    throw new DiscoveryInputError(DISCOVERY_MISSING_PLACE, 'Both city and region (state) are required.');
  }
  if (query.country && !/^(united states|us|usa)$/i.test(query.country)) {
    throw new DiscoveryInputError(
      'Unsupported country',
      'Confetti discovers events in the United States only.',
    );
  }
  const place = findPlace(query.city, query.region) ?? geocodeUs(`${query.city}, ${query.region}`);
  if (!place) {
    throw new DiscoveryInputError(
      'Location not found',
      `We could not find ${query.city}, ${query.region} in the United States. Check the spelling of the city and state.`,
    );
  }
  return place;
}

export function createDiscoveryService({ repo, sources, clock }: Deps) {
  async function findAll(query: DiscoverQuery) {
    const center = placeOf(query);
    const area = { center, radiusMiles: query.radius, now: clock() };
    const settled = await Promise.allSettled(sources.map((s) => s.find(area)));
    const reports = settled.map((r, i) => ({
      source: sources[i]!.name,
      found: r.status === 'fulfilled' ? r.value.length : 0,
      error: r.status === 'rejected' ? (r.reason as Error).message : null,
    }));
    const found = settled
      .flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
      .sort((a, b) => a.date.getTime() - b.date.getTime() || a.title.localeCompare(b.title));
    return { center, found, reports };
  }

  /** Marks each found event new or a duplicate (of a stored event or of one earlier in this run). */
  async function classify(found: FoundEvent[], executor?: DbExecutor) {
    const seen: { key: DedupeKey; eventId: number | null }[] = [];
    const out: { event: FoundEvent; duplicateOf: number | null; isDuplicate: boolean }[] = [];
    for (const event of found) {
      const key = dedupeKeyOf(event);
      const inRun = seen.find((s) => isSameEvent(s.key, key));
      if (inRun) {
        out.push({ event, duplicateOf: inRun.eventId, isDuplicate: true });
        continue;
      }
      const stored = (await repo.findCandidates(event, executor)).find((c) =>
        isSameEvent(dedupeKeyOf(c), key),
      );
      seen.push({ key, eventId: stored?.id ?? null });
      out.push({ event, duplicateOf: stored?.id ?? null, isDuplicate: Boolean(stored) });
    }
    return { out, seen };
  }

  function toResponse(
    center: Place,
    query: DiscoverQuery,
    rows: { event: FoundEvent; eventId: number | null; isDuplicate: boolean }[],
    created: number,
    reports: DiscoverResponse['results']['sources'],
  ): DiscoverResponse {
    const events: DiscoveredEvent[] = rows.map(({ event, eventId, isDuplicate }) => ({
      ...event,
      date: event.date.toISOString(),
      country: DISCOVERY_COUNTRY,
      distanceMiles:
        Math.round(haversineMiles(center, { lat: event.latitude, lon: event.longitude }) * 10) / 10,
      eventId,
      isDuplicate,
    }));
    return {
      events,
      results: {
        found: events.length,
        created,
        duplicates: events.filter((e) => e.isDuplicate).length,
        sources: reports,
      },
      location: {
        city: center.city,
        region: center.region,
        country: DISCOVERY_COUNTRY,
        radius: query.radius,
      },
    };
  }

  return {
    /**
     * For other features (the planner, through the app shell): what the sources find around a
     * place, each marked with the stored event it duplicates. Stores nothing; a place the gazetteer
     * does not know finds nothing.
     */
    async find(query: { city: string; region: string; radius: number }): Promise<DiscoveredEvent[]> {
      let found: Awaited<ReturnType<typeof findAll>>;
      try {
        found = await findAll(query);
      } catch (err) {
        if (err instanceof DiscoveryInputError) return [];
        throw err;
      }
      const { out } = await classify(found.found);
      const rows = out.map((r) => ({ event: r.event, eventId: r.duplicateOf, isDuplicate: r.isDuplicate }));
      return toResponse(found.center, query, rows, 0, found.reports).events;
    },

    /** GET: finds and reports, stores nothing. */
    async discover(query: DiscoverQuery): Promise<DiscoverResponse> {
      const { center, found, reports } = await findAll(query);
      const { out } = await classify(found);
      const rows = out.map((r) => ({ event: r.event, eventId: r.duplicateOf, isDuplicate: r.isDuplicate }));
      return toResponse(center, query, rows, 0, reports);
    },

    /** POST: finds, then stores the new ones; duplicates are reported and never stored twice. */
    async discoverAndStore(query: DiscoverQuery): Promise<DiscoverResponse> {
      const { center, found, reports } = await findAll(query);
      return repo.withDiscoveryLock(async (tx) => {
        const { out } = await classify(found, tx);
        const rows: { event: FoundEvent; eventId: number | null; isDuplicate: boolean }[] = [];
        const createdIn: { key: DedupeKey; id: number }[] = [];
        let created = 0;
        for (const { event, duplicateOf, isDuplicate } of out) {
          if (isDuplicate) {
            const key = dedupeKeyOf(event);
            const twin = duplicateOf ?? createdIn.find((c) => isSameEvent(c.key, key))?.id ?? null;
            rows.push({ event, eventId: twin, isDuplicate: true });
            continue;
          }
          const id = await repo.insert(event, tx);
          if (id) {
            created += 1;
            createdIn.push({ key: dedupeKeyOf(event), id });
          }
          rows.push({ event, eventId: id, isDuplicate: id === null });
        }
        return toResponse(center, query, rows, created, reports);
      });
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

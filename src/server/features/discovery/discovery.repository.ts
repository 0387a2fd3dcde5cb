import { and, between, gte, lte, sql } from 'drizzle-orm';
import { boundingBox } from '#shared/lib/geo.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { DUPLICATE_MILES } from './dedupe.ts';
import type { FoundEvent } from './discovery-source.ts';

export type StoredCandidate = {
  id: number;
  title: string;
  date: Date;
  timeZone: string;
  latitude: number;
  longitude: number;
};

const DAY_MS = 86_400_000;

export function createDiscoveryRepository(db: Database) {
  return {
    /** Stored events within a mile and a day of a found one: the only rows it could duplicate. */
    async findCandidates(found: FoundEvent, executor: DbExecutor = db): Promise<StoredCandidate[]> {
      const box = boundingBox({ lat: found.latitude, lon: found.longitude }, DUPLICATE_MILES);
      const rows = await executor
        .select({
          id: events.id,
          title: events.title,
          date: events.date,
          timeZone: events.timeZone,
          latitude: events.latitude,
          longitude: events.longitude,
        })
        .from(events)
        .where(
          and(
            between(events.latitude, box.minLat, box.maxLat),
            between(events.longitude, box.minLon, box.maxLon),
            gte(events.date, new Date(found.date.getTime() - DAY_MS)),
            lte(events.date, new Date(found.date.getTime() + DAY_MS)),
          ),
        );
      return rows.filter((r): r is StoredCandidate => r.latitude !== null && r.longitude !== null);
    },

    /**
     * Runs the check-then-insert of one discovery under a transaction-scoped advisory lock, so two
     * discoveries for the same place at once cannot both decide an event is new.
     */
    async withDiscoveryLock<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
        return work(tx);
      });
    },

    async insert(found: FoundEvent, executor: DbExecutor): Promise<number | null> {
      const [row] = await executor
        .insert(events)
        .values({
          title: found.title,
          description: found.description,
          category: found.category,
          date: found.date,
          timeZone: found.timeZone,
          location: found.location,
          city: found.city,
          region: found.region,
          latitude: found.latitude,
          longitude: found.longitude,
          organizerName: found.source === 'almanac' ? 'Confetti event almanac' : found.source,
          source: 'discovery',
          externalId: found.key.slice(0, 500),
          admission: found.admission ?? 'unlisted',
        })
        .onConflictDoNothing()
        .returning({ id: events.id });
      return row?.id ?? null;
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;

import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

export type SitemapEntry = { id: number; updatedAt: Date };

/** Event ids for the sitemap, read in primary-key order (keyset pages on the primary key index). */
export function createSeoRepository(db: Database) {
  return {
    async countEvents(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events);
      return row?.n ?? 0;
    },
    /** Up to `limit` events after the `skip` first ones, oldest id first. */
    async findEventPage(skip: number, limit: number): Promise<SitemapEntry[]> {
      return db
        .select({ id: events.id, updatedAt: events.updatedAt })
        .from(events)
        .orderBy(asc(events.id))
        .limit(limit)
        .offset(skip);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;

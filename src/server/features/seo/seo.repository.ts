import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, vendors } from '../../db/schema.ts';

export type SitemapEntry = { id: number; updatedAt: Date };

/** The pages a sitemap lists by id: event pages and vendor pages. */
export type SitemapKind = 'events' | 'vendors';

const TABLES = { events, vendors } as const;

/** Ids for the sitemap, read in primary-key order (pages on the primary key index). */
export function createSeoRepository(db: Database) {
  return {
    async count(kind: SitemapKind): Promise<number> {
      const [row] = await db.select({ n: count() }).from(TABLES[kind]);
      return row?.n ?? 0;
    },
    /** Up to `limit` rows after the `skip` first ones, oldest id first. */
    async findPage(kind: SitemapKind, skip: number, limit: number): Promise<SitemapEntry[]> {
      const table = TABLES[kind];
      return db
        .select({ id: table.id, updatedAt: table.updatedAt })
        .from(table)
        .orderBy(asc(table.id))
        .limit(limit)
        .offset(skip);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;

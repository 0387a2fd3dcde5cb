import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Event } from '#shared/contracts/events.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { events, eventsChangeVersion, users } from '../../db/schema.ts';
import { type EventRecord, toEvents } from '../../lib/events/event-mapper.ts';
import { eventColumns, organizerJoin, selectSocialPosts } from '../../lib/events/event-rows.ts';
import { type Circle, distanceMilesSql, withinCircleSql } from '../../lib/geo/geo-sql.ts';
import {
  conditionsOf,
  countWith,
  type EventCounts,
  type EventFilter,
  type PageRequest,
  rankSql,
  WORD_SIMILARITY_THRESHOLD,
} from './events-sql.ts';

/** The stored fields create and edit write (the organizer and timestamps aside). */
export type EventValues = {
  title: string;
  description: string;
  category: string;
  date: Date;
  location: string;
  city: string | null;
  region: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  image: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaImage: string | null;
  eviteSynced: boolean;
  eviteInvitationUrl: string | null;
  eviteEventId: string | null;
  eviteSyncStatus: string | null;
};

/** What create needs besides the fields: who organizes it. */
export type NewEventValues = EventValues & { organizerId: number; organizerName: string };

/** The fields edit rules read from the stored event. */
export type EditableEvent = Pick<
  EventValues,
  'location' | 'timeZone' | 'eviteSynced' | 'eviteInvitationUrl' | 'eviteEventId'
> & { id: number; organizerId: number | null };

/** What the server-rendered page head shows for an event. */
export type EventHeadRecord = Pick<
  EventRecord,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'date'
  | 'location'
  | 'city'
  | 'region'
  | 'latitude'
  | 'longitude'
  | 'timeZone'
  | 'image'
  | 'organizerName'
  | 'metaTitle'
  | 'metaDescription'
  | 'metaImage'
  | 'creatorName'
>;

/** The looser typo threshold, for the current transaction only (never leaks to a pooled connection). */
function setWordSimilarityThreshold(tx: DbExecutor) {
  return tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
  );
}

export function createEventsRepository(db: Database) {
  const selectRows = (conditions: SQL[], order: SQL[], { limit, offset }: PageRequest) =>
    db
      .select(eventColumns)
      .from(events)
      .leftJoin(users, organizerJoin)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  /** A deferred join: the page's ids from an index-only scan, then only those rows in full. */
  const selectRowsByIds = (conditions: SQL[], order: SQL[], page: PageRequest) => {
    const ids = db
      .select({ id: events.id })
      .from(events)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return selectRows([inArray(events.id, ids)], order, { limit: page.limit, offset: 0 });
  };

  async function withPosts(rows: EventRecord[]): Promise<Event[]> {
    return toEvents(
      rows,
      await selectSocialPosts(
        db,
        rows.map((r) => r.id),
      ),
    );
  }

  return {
    /** Moves on every write to events, their posts and organizer names (triggers, migration 0007). */
    async readChangeVersion(): Promise<number> {
      const [row] = await db
        .select({ version: eventsChangeVersion.version })
        .from(eventsChangeVersion)
        .where(eq(eventsChangeVersion.id, 1));
      return Number(row?.version ?? 0);
    },

    /** How many events match, and how many of those are at or after `now`. */
    count(filter: EventFilter, now: Date): Promise<EventCounts> {
      if (!filter.text) return countWith(db, conditionsOf(filter, now), now);
      return db.transaction(async (tx) => {
        await setWordSimilarityThreshold(tx);
        return countWith(tx, conditionsOf(filter, now), now);
      });
    },

    /**
     * One page in date order: upcoming events first, soonest first, then past events, latest first.
     * Two range scans on a date index (upcoming, then past) instead of sorting every match.
     */
    async findPageByDate(
      filter: EventFilter,
      now: Date,
      page: PageRequest & { upcomingTotal: number },
    ): Promise<Event[]> {
      const conditions = conditionsOf(filter, now);
      // Near Me pages pick ids from the (latitude, longitude, date, id) index alone, then load 24 rows.
      const select = filter.near ? selectRowsByIds : selectRows;
      const rows: EventRecord[] = [];
      if (filter.when !== 'past' && page.offset < page.upcomingTotal) {
        const upcoming = [...conditions, gte(events.date, now)];
        rows.push(...(await select(upcoming, [asc(events.date), asc(events.id)], page)));
      }
      const remaining = page.limit - rows.length;
      if (remaining > 0 && filter.when !== 'upcoming') {
        const past = [...conditions, lt(events.date, now)];
        const offset = Math.max(0, page.offset - page.upcomingTotal);
        rows.push(
          ...(await select(past, [desc(events.date), desc(events.id)], { limit: remaining, offset })),
        );
      }
      return withPosts(rows);
    },

    /**
     * Free-text matches with their counts: upcoming before past, best match first, then by date.
     * Runs in a transaction so the looser word-similarity threshold applies to these queries only.
     */
    async searchPageByRank(
      filter: EventFilter & { text: string },
      now: Date,
      page: PageRequest,
    ): Promise<{ counts: EventCounts; events: Event[] }> {
      const conditions = conditionsOf(filter, now);
      const order = [
        lt(events.date, now),
        desc(rankSql(filter.text, filter.rankCategory)),
        sql`case when ${gte(events.date, now)} then ${events.date} end asc`,
        desc(events.date),
        desc(events.id),
      ];
      const { counts, rows } = await db.transaction(async (tx) => {
        await setWordSimilarityThreshold(tx);
        // The counts ride along as window aggregates: one scan of the matches instead of two.
        const found = await tx
          .select({
            event: eventColumns,
            total: sql<number>`(count(*) over ())::int`,
            upcoming: sql<number>`(count(*) filter (where ${gte(events.date, now)}) over ())::int`,
          })
          .from(events)
          .leftJoin(users, organizerJoin)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset);
        const [first] = found;
        const counts = first
          ? { total: first.total, upcoming: first.upcoming }
          : page.offset === 0
            ? { total: 0, upcoming: 0 }
            : await countWith(tx, conditions, now);
        return { counts, rows: found.map((r) => r.event) };
      });
      return { counts, events: await withPosts(rows) };
    },

    /**
     * Upcoming events of the category other than `id`: those inside `near` first, nearest first
     * (the latitude/longitude box is an index range), then the soonest of the rest to fill `limit`
     * (a range scan on (category, date)). Two small queries, each stopping at `limit` rows.
     */
    async findSimilar(
      of: { id: number; category: string; near: Circle | undefined },
      now: Date,
      limit: number,
    ): Promise<Event[]> {
      const base = [eq(events.category, of.category), gte(events.date, now), ne(events.id, of.id)];
      const rows: EventRecord[] = [];
      if (of.near) {
        const distance = distanceMilesSql(events.latitude, events.longitude, of.near);
        rows.push(
          ...(await selectRows(
            [...base, withinCircleSql(events.latitude, events.longitude, of.near)],
            [asc(distance), asc(events.date), asc(events.id)],
            { limit, offset: 0 },
          )),
        );
      }
      if (rows.length < limit) {
        const seen = rows.map((r) => r.id);
        const rest = seen.length > 0 ? [...base, notInArray(events.id, seen)] : base;
        rows.push(
          ...(await selectRows(rest, [asc(events.date), asc(events.id)], {
            limit: limit - rows.length,
            offset: 0,
          })),
        );
      }
      return withPosts(rows);
    },

    async findById(id: number): Promise<Event | null> {
      const rows = await selectRows([eq(events.id, id)], [], { limit: 1, offset: 0 });
      const [event] = await withPosts(rows);
      return event ?? null;
    },

    async findPlaceById(
      id: number,
    ): Promise<Pick<EventRecord, 'category' | 'latitude' | 'longitude' | 'region'> | null> {
      const [row] = await db
        .select({
          category: events.category,
          latitude: events.latitude,
          longitude: events.longitude,
          region: events.region,
        })
        .from(events)
        .where(eq(events.id, id));
      return row ?? null;
    },

    async findEditable(id: number): Promise<EditableEvent | null> {
      const [row] = await db
        .select({
          id: events.id,
          organizerId: events.organizerId,
          location: events.location,
          timeZone: events.timeZone,
          eviteSynced: events.eviteSynced,
          eviteInvitationUrl: events.eviteInvitationUrl,
          eviteEventId: events.eviteEventId,
        })
        .from(events)
        .where(eq(events.id, id));
      return row ?? null;
    },

    async findHeadById(id: number): Promise<EventHeadRecord | null> {
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          description: events.description,
          category: events.category,
          date: events.date,
          location: events.location,
          city: events.city,
          region: events.region,
          latitude: events.latitude,
          longitude: events.longitude,
          timeZone: events.timeZone,
          image: events.image,
          organizerName: events.organizerName,
          metaTitle: events.metaTitle,
          metaDescription: events.metaDescription,
          metaImage: events.metaImage,
          creatorName: users.name,
        })
        .from(events)
        .leftJoin(users, organizerJoin)
        .where(eq(events.id, id));
      return row ?? null;
    },

    async insert(values: NewEventValues, now: Date): Promise<number> {
      const [row] = await db
        .insert(events)
        .values({ ...values, source: 'user', createdAt: now, updatedAt: now })
        .returning({ id: events.id });
      return row!.id;
    },

    async update(id: number, values: Partial<EventValues>, now: Date): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ ...values, updatedAt: now })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** Deletes the event; its bookmarks, posts and interactions go with it (foreign keys cascade). */
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;

import { asc, eq, gte, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { type Event, MAX_SERIES_DATES } from '#shared/contracts/events.ts';
import type { AlsoRecord, Database, DbExecutor } from '../../db/client.ts';
import { events, users } from '../../db/schema.ts';
import {
  type EventRecord,
  type EventRow,
  eventColumns,
  organizerJoin,
  pickColumns,
} from '../../lib/events/event-rows.ts';
import { type Circle, distanceMilesSql, withinCircleSql } from '../../lib/geo/geo-sql.ts';
import { createEventSelects } from './event-selects.ts';

/** The stored fields create and edit write: an event row less its id, organizer and timestamps. */
export type EventValues = Omit<EventRow, 'id' | 'organizerId' | 'organizerName' | 'createdAt' | 'updatedAt'>;

/** What create needs besides the fields: who organizes it. */
export type NewEventValues = EventValues & { organizerId: number; organizerName: string };

/** The fields edit rules read from the stored event. */
const EDITABLE_FIELDS = [
  'id',
  'organizerId',
  'location',
  'timeZone',
  'eviteSynced',
  'eviteInvitationUrl',
  'eviteEventId',
  'admission',
  'priceMinCents',
  'priceMaxCents',
] as const;
export type EditableEvent = Pick<EventRow, (typeof EDITABLE_FIELDS)[number]>;

/**
 * How far Similar Upcoming Events look, ring by ring, once the events close by run out: a region,
 * a few states, the continental United States.
 */
const SIMILAR_RING_MILES = [250, 1000, 3000] as const;

/** What similar events and recommended vendors need to know of an event's place. */
const PLACE_FIELDS = ['category', 'latitude', 'longitude', 'region', 'seriesId'] as const;

/** What the server-rendered page head shows for an event. */
const HEAD_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'date',
  'location',
  'city',
  'region',
  'latitude',
  'longitude',
  'timeZone',
  'image',
  'organizerName',
  'metaTitle',
  'metaDescription',
  'metaImage',
  'creatorName',
  'admission',
  'priceMinCents',
  'priceMaxCents',
  'ticketUrl',
  'isSoldOut',
  'createdAt',
] as const;
export type EventHeadRecord = Pick<EventRecord, (typeof HEAD_FIELDS)[number]>;

/** One event: read, written, removed; and the events like it. Lists and search: event-lists.repository.ts. */
export function createEventsRepository(db: Database) {
  const { selectRows, withPosts } = createEventSelects(db);

  return {
    /**
     * Upcoming events of the category other than `id`, nearest first: never a far event above a
     * near one. The search widens in rings (the radius of `near`, then SIMILAR_RING_MILES), each a
     * latitude/longitude box the index answers and stopping at `limit` rows, so a category with
     * plenty of events close by never sorts the whole country. What no ring reaches (far away, or
     * without coordinates) fills the list last, nearest then soonest. Without `near`, the soonest.
     */
    async findSimilar(
      of: { id: number; category: string; near: Circle | undefined; seriesId: number | null },
      now: Date,
      limit: number,
    ): Promise<Event[]> {
      const base = [eq(events.category, of.category), gte(events.date, now), ne(events.id, of.id)];
      // Other dates of the same series are on the page's series card, not "similar" events.
      if (of.seriesId !== null) base.push(or(isNull(events.seriesId), ne(events.seriesId, of.seriesId))!);
      const rows: EventRecord[] = [];
      const unseen = () =>
        rows.length > 0
          ? [
              ...base,
              notInArray(
                events.id,
                rows.map((r) => r.id),
              ),
            ]
          : base;
      if (!of.near) {
        return withPosts(await selectRows(base, [asc(events.date), asc(events.id)], { limit, offset: 0 }));
      }
      const near = of.near;
      const distance = distanceMilesSql(events.latitude, events.longitude, near);
      const radii = [near.radiusMiles, ...SIMILAR_RING_MILES.filter((miles) => miles > near.radiusMiles)];
      for (const radiusMiles of radii) {
        if (rows.length >= limit) break;
        rows.push(
          ...(await selectRows(
            [...unseen(), withinCircleSql(events.latitude, events.longitude, { ...near, radiusMiles })],
            [asc(distance), asc(events.date), asc(events.id)],
            { limit: limit - rows.length, offset: 0 },
          )),
        );
      }
      if (rows.length < limit) {
        rows.push(
          ...(await selectRows(
            unseen(),
            [sql`${distance} asc nulls last`, asc(events.date), asc(events.id)],
            { limit: limit - rows.length, offset: 0 },
          )),
        );
      }
      return withPosts(rows);
    },

    async findById(id: number): Promise<Event | null> {
      const rows = await selectRows([eq(events.id, id)], [], { limit: 1, offset: 0 });
      const [event] = await withPosts(rows);
      return event ?? null;
    },

    async findPlaceById(id: number): Promise<Pick<EventRecord, (typeof PLACE_FIELDS)[number]> | null> {
      const [row] = await db
        .select(pickColumns(eventColumns, PLACE_FIELDS))
        .from(events)
        .where(eq(events.id, id));
      return row ?? null;
    },

    async findEditable(id: number): Promise<EditableEvent | null> {
      const [row] = await db
        .select(pickColumns(eventColumns, EDITABLE_FIELDS))
        .from(events)
        .where(eq(events.id, id));
      return row ?? null;
    },

    async findHeadById(id: number): Promise<EventHeadRecord | null> {
      const [row] = await db
        .select(pickColumns(eventColumns, HEAD_FIELDS))
        .from(events)
        .leftJoin(users, organizerJoin)
        .where(eq(events.id, id));
      return row ?? null;
    },

    /** Inserts the event; `alsoRecord` runs in the same transaction (an idempotency key's record). */
    async insert(values: NewEventValues, now: Date, alsoRecord?: AlsoRecord): Promise<number> {
      const write = async (tx: DbExecutor) => {
        const [row] = await tx
          .insert(events)
          .values({ ...values, source: 'user', createdAt: now, updatedAt: now })
          .returning({ id: events.id });
        await alsoRecord?.(tx, row!.id);
        return row!.id;
      };
      return alsoRecord ? db.transaction(write) : write(db);
    },

    async update(id: number, values: Partial<EventValues>, now: Date): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ ...values, updatedAt: now })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** The dates of a series edited on their own, in full (their calendar entries override the rule's). */
    async findSeriesExceptions(seriesId: number): Promise<Event[]> {
      const rows = await selectRows(
        [eq(events.seriesId, seriesId), eq(events.isSeriesException, true)],
        [asc(events.occurrenceStart)],
        { limit: MAX_SERIES_DATES, offset: 0 },
      );
      return withPosts(rows);
    },

    /** Deletes the event; its bookmarks, posts and interactions go with it (foreign keys cascade). */
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;

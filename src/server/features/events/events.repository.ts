import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type Event, type EventListItem, MAX_SERIES_DATES } from '#shared/contracts/events.ts';
import type { AlsoRecord, Database, DbExecutor } from '../../db/client.ts';
import { eventSeries, events, eventsChangeVersion, eventTitleWords, users } from '../../db/schema.ts';
import { toEventListItem, toEvents } from '../../lib/events/event-mapper.ts';
import {
  type EventRecord,
  type EventRow,
  eventCardColumns,
  eventColumns,
  organizerJoin,
  pickColumns,
  selectSocialPosts,
  seriesJoin,
} from '../../lib/events/event-rows.ts';
import { type Circle, distanceMilesSql, withinCircleSql } from '../../lib/geo/geo-sql.ts';
import {
  conditionsOf,
  countUpTo,
  countWith,
  type EventCounts,
  type EventFilter,
  type PageRequest,
  rankSql,
  TITLE_WORD_SIMILARITY_THRESHOLD,
} from './events-sql.ts';
import { findRankedIds } from './search-ranked.ts';
import { applyTitleCorrections, correctTitleWords, titleWordsToCheck } from './title-spelling.ts';

/** What a list answers: list items (cards) or every field (the admin list, feeds). */
export type EventShape = 'card' | 'full';

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

/** A page of free-text matches; `soonestUpcoming` is when the first upcoming match starts (ms), if any. */
export type SearchPage = {
  counts: EventCounts;
  events: EventListItem[];
  corrections: [string, string][];
  soonestUpcoming: number | null;
};

/** A free-text filter with its title-word typos corrected, and the corrections (typed, read as). */
type CorrectedFilter = { filter: EventFilter & { text: string }; corrections: [string, string][] };

/**
 * Looks the free text's unknown words up among title words (trigram index on event_title_words, a
 * looser threshold for this transaction only, so it never leaks to a pooled connection) and adds
 * the corrected text to the filter.
 */
async function correctTitleTypos(
  tx: DbExecutor,
  filter: EventFilter & { text: string },
): Promise<CorrectedFilter> {
  const checked = titleWordsToCheck(filter.text);
  if (checked.length === 0) return { filter, corrections: [] };
  await tx.execute(
    sql`select set_config('pg_trgm.similarity_threshold', ${String(TITLE_WORD_SIMILARITY_THRESHOLD)}, true)`,
  );
  const found = await tx
    .select({ word: eventTitleWords.word })
    .from(eventTitleWords)
    .where(or(...checked.map((word) => sql`${eventTitleWords.word} % ${word}::text`)));
  const corrections = correctTitleWords(
    checked,
    found.map((row) => row.word),
  );
  const correctedText = applyTitleCorrections(filter.text, corrections);
  return { filter: { ...filter, correctedText }, corrections };
}

export function createEventsRepository(db: Database) {
  // Read before every cached page: built once and prepared (named) on each connection.
  const readVersion = db
    .select({ version: eventsChangeVersion.version })
    .from(eventsChangeVersion)
    .where(eq(eventsChangeVersion.id, 1))
    .prepare('read_events_change_version');
  const selectRows = (conditions: SQL[], order: SQL[], { limit, offset }: PageRequest) =>
    db
      .select(eventColumns)
      .from(events)
      .leftJoin(users, organizerJoin)
      .leftJoin(eventSeries, seriesJoin)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  /** List items: the card's columns and series, no organizer or posts. */
  const selectCards = (conditions: SQL[], order: SQL[], { limit, offset }: PageRequest) =>
    db
      .select(eventCardColumns)
      .from(events)
      .leftJoin(eventSeries, seriesJoin)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  /** A page in either shape: list items, or full events with their posts. */
  async function selectPage(
    conditions: SQL[],
    order: SQL[],
    page: PageRequest,
    shape: EventShape,
  ): Promise<EventListItem[]> {
    if (shape === 'card') return (await selectCards(conditions, order, page)).map(toEventListItem);
    return withPosts(await selectRows(conditions, order, page));
  }

  /** A deferred join: the page's ids from an index-only scan, then only those rows in full. */
  const selectPageByIds = (conditions: SQL[], order: SQL[], page: PageRequest, shape: EventShape) => {
    const ids = db
      .select({ id: events.id })
      .from(events)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return selectPage([inArray(events.id, ids)], order, { limit: page.limit, offset: 0 }, shape);
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
      const [row] = await readVersion.execute();
      return Number(row?.version ?? 0);
    },

    /**
     * How many events match and how many of those are at or after `now`, each side counted only up
     * to `cap` + 1 (see countUpTo); for lists without free text.
     */
    countUpTo(filter: EventFilter, now: Date, cap: number): Promise<EventCounts> {
      return countUpTo(db, conditionsOf(filter, now), now, cap);
    },

    /** How many events match, and how many of those are at or after `now`. */
    count(filter: EventFilter, now: Date): Promise<EventCounts> {
      const { text } = filter;
      if (!text) return countWith(db, conditionsOf(filter, now), now);
      return db.transaction(async (tx) => {
        const corrected = await correctTitleTypos(tx, { ...filter, text });
        return countWith(tx, conditionsOf(corrected.filter, now), now);
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
      shape: EventShape,
    ): Promise<EventListItem[]> {
      const conditions = conditionsOf(filter, now);
      // Near Me pages pick ids from the (latitude, longitude, date, id) index alone, then load 24 rows.
      const select = filter.near ? selectPageByIds : selectPage;
      const found: EventListItem[] = [];
      if (filter.when !== 'past' && page.offset < page.upcomingTotal) {
        const upcoming = [...conditions, gte(events.date, now)];
        found.push(...(await select(upcoming, [asc(events.date), asc(events.id)], page, shape)));
      }
      const remaining = page.limit - found.length;
      if (remaining > 0 && filter.when !== 'upcoming') {
        const past = [...conditions, lt(events.date, now)];
        const offset = Math.max(0, page.offset - page.upcomingTotal);
        found.push(
          ...(await select(past, [desc(events.date), desc(events.id)], { limit: remaining, offset }, shape)),
        );
      }
      return found;
    },

    /**
     * Free-text matches with their counts: upcoming before past, best match first, then by date,
     * each side ranked among its soonest matches and counted up to `cap` (search-ranked.ts).
     * Typos of title words read as the title word (a lookup in the lexicon first); `corrections`
     * says which. Runs in a transaction so the lookup's looser threshold applies to it only.
     */
    async searchPageByRank(
      filter: EventFilter & { text: string },
      now: Date,
      page: PageRequest,
      shape: EventShape,
      cap: number,
    ): Promise<SearchPage> {
      const { counts, ids, corrections, soonestUpcoming } = await db.transaction(async (tx) => {
        const corrected = await correctTitleTypos(tx, filter);
        const conditions = conditionsOf(corrected.filter, now);
        const rank = rankSql(filter.text, corrected.filter.correctedText, filter.rankCategory);
        const { from, to, near } = corrected.filter;
        const search = { conditions, bounds: { from, to }, rank, hasPlace: near !== undefined };
        return { ...(await findRankedIds(tx, search, now, page, cap)), corrections: corrected.corrections };
      });
      // The page's rows, loaded by primary key in its shape and put back in ranked order.
      const loaded =
        ids.length > 0
          ? await selectPage([inArray(events.id, ids)], [], { limit: ids.length, offset: 0 }, shape)
          : [];
      const byId = new Map(loaded.map((e) => [e.id, e]));
      const pageEvents = ids.flatMap((id) => byId.get(id) ?? []);
      return { counts, events: pageEvents, corrections, soonestUpcoming };
    },

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

import { asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { EventListItem } from '#shared/contracts/events.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { events, eventsChangeVersion, eventTitleWords } from '../../db/schema.ts';
import { createEventSelects, type EventShape } from './event-selects.ts';
import {
  baseConditionsOf,
  conditionsOf,
  countUpTo,
  countWith,
  type EventCounts,
  type EventFilter,
  type PageRequest,
  rankSql,
  TITLE_WORD_SIMILARITY_THRESHOLD,
  textArmsOf,
} from './events-sql.ts';
import { findRankedIds } from './search-ranked.ts';
import { readWordKeys } from './search-word-keys.ts';
import { applyTitleCorrections, correctTitleWords, titleWordsToCheck } from './title-spelling.ts';

/**
 * Pages of events: lists in date order, free-text search by rank, and their counts. The SQL of
 * filters and ranking is events-sql.ts and search-ranked.ts.
 */
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

export function createEventListsRepository(db: Database) {
  const { selectPage, selectPageByIds } = createEventSelects(db);
  // Read before every cached page: built once and prepared (named) on each connection.
  const readVersion = db
    .select({ version: eventsChangeVersion.version })
    .from(eventsChangeVersion)
    .where(eq(eventsChangeVersion.id, 1))
    .prepare('read_events_change_version');

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
        const { from, to, near, fuzzyCategories = [], correctedText = null } = corrected.filter;
        const search = {
          conditions,
          base: baseConditionsOf(corrected.filter, now),
          arms: textArmsOf(filter.text, correctedText, fuzzyCategories),
          bounds: { from, to },
          rank,
          ...(near ? { near } : {}),
          keys: await readWordKeys(tx, filter.text, correctedText),
        };
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
  };
}
export type EventListsRepository = ReturnType<typeof createEventListsRepository>;

import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { EventCategory } from '#shared/constants.ts';
import type { DbExecutor } from '../../db/client.ts';
import { eventSearchText, events } from '../../db/schema.ts';
import { type Circle, withinCircleSql } from '../../lib/geo/geo-sql.ts';

/*
 * The SQL behind event lists and search, for events.repository.ts (the only caller). Every filter
 * is answered by an index; EXPLAIN output at 100k rows is in README.md.
 */

/** What a list or search asks for; every part is optional and they all apply together. */
export type EventFilter = {
  /**
   * A canonical category name (normalizeCategory): stored categories are canonical
   * (events_category_known), so exact equality is a case-insensitive match on the category.
   */
  category?: EventCategory | null;
  near?: Circle;
  /** A state code: events held in that state ("concerts in texas"). */
  region?: string;
  organizerId?: number;
  when?: 'upcoming' | 'past' | 'all';
  /** Inclusive start and exclusive end of the event date. */
  from?: Date | null;
  to?: Date | null;
  /** Free text: full-text, substring and typo-tolerant matching, and the ranking. */
  text?: string;
  /** The free text with its title-word typos corrected ('symphny' -> 'symphony'), when it had any. */
  correctedText?: string | null;
  /** Categories the free text names ('festival'); their events match the text too. */
  fuzzyCategories?: readonly EventCategory[];
  /** A category read from words that may be a name: its events rank after those saying the words. */
  rankCategory?: EventCategory | null;
  /** Free events only (partial index events_free_date_idx). */
  isFree?: boolean;
  /** Events a person gets into for at most this (free ones too); never those with no listed price. */
  maxPriceCents?: number | null;
};

export type EventCounts = { total: number; upcoming: number };
export type PageRequest = { limit: number; offset: number };

/** A word shorter than this has too few trigrams to narrow a search alone. */
const MIN_INDEXED_WORD = 4;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function conditionsOf(filter: EventFilter, now: Date): SQL[] {
  const conditions = baseConditionsOf(filter, now);
  if (filter.text) {
    conditions.push(textMatchSql(filter.text, filter.correctedText ?? null, filter.fuzzyCategories ?? []));
  }
  return conditions;
}

/** Every condition of a filter but its free text. */
export function baseConditionsOf(filter: EventFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(events.category, filter.category));
  if (filter.near) conditions.push(withinCircleSql(events.latitude, events.longitude, filter.near));
  if (filter.region) conditions.push(eq(events.region, filter.region));
  if (filter.organizerId !== undefined) conditions.push(eq(events.organizerId, filter.organizerId));
  if (filter.when === 'upcoming') conditions.push(gte(events.date, now));
  if (filter.when === 'past') conditions.push(lt(events.date, now));
  if (filter.from) conditions.push(gte(events.date, filter.from));
  if (filter.to) conditions.push(lt(events.date, filter.to));
  if (filter.isFree) conditions.push(eq(events.admission, 'free'));
  else if (filter.maxPriceCents !== undefined && filter.maxPriceCents !== null) {
    conditions.push(lte(events.lowestPriceCents, filter.maxPriceCents));
  }
  return conditions;
}

/**
 * The ways free text matches, apart: the categories its words name (answered by the category's date
 * index) and the words themselves (answered by the search indexes), so a search window can bound
 * each by its own index's date key.
 */
export type TextArms = { categories: SQL | null; words: SQL };

export function textArmsOf(
  text: string,
  correctedText: string | null,
  fuzzyCategories: readonly EventCategory[],
): TextArms {
  const lower = text.toLowerCase();
  // Cheapest first: PostgreSQL evaluates OR arms in order when rechecking a row.
  const arms: SQL[] = [sql`${events.searchVector} @@ websearch_to_tsquery('english', ${text}::text)`];
  if (correctedText) {
    arms.push(sql`${events.searchVector} @@ websearch_to_tsquery('english', ${correctedText}::text)`);
  }
  arms.push(substringSql(lower));
  return {
    categories: fuzzyCategories.length > 0 ? inArray(events.category, [...fuzzyCategories]) : null,
    words: sql`(${sql.join(arms, sql` or `)})`,
  };
}

/**
 * A row matches the free text when any of these does, each answered by an index: full-text search
 * (GIN on search_vector), of the text as typed and of the text with its title-word typos corrected
 * ('symphny' reads 'symphony', found in the lexicon of title words first); a case-insensitive
 * substring of title, category, location or description (trigram GIN on their concatenation); or a
 * category a free-text word names ('festival').
 */
function textMatchSql(
  text: string,
  correctedText: string | null,
  fuzzyCategories: readonly EventCategory[],
): SQL {
  const { categories, words } = textArmsOf(text, correctedText, fuzzyCategories);
  return categories ? sql`(${categories} or ${words})` : words;
}

/**
 * The text as a substring of the row's search text. For several words the trigram index is asked
 * only for the longest one and the whole phrase is checked on the rows it finds (the same rows:
 * a phrase is in a text only if each of its words is): the index reads the posting list of every
 * trigram it is given, and common words ("night", "live") add long lists that narrow nothing.
 */
function substringSql(lower: string): SQL {
  const searchText = eventSearchText(events);
  const words = lower.split(/\s+/).filter(Boolean);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  if (words.length < 2 || longest.length < MIN_INDEXED_WORD) {
    return sql`${searchText} like ${`%${escapeLike(lower)}%`}::text`;
  }
  return sql`(${searchText} like ${`%${escapeLike(longest)}%`}::text and strpos(${searchText}, ${lower}::text) > 0)`;
}

/**
 * Best match first. An event whose title or description says the words outranks every event that
 * only matched through a reading (a corrected typo, a category the words name): the literal bonus
 * (3, 3.5 in the title) is larger than the rest can add up to. Each term reads only the row's own
 * columns and constant queries, so ranking a match costs a few microseconds.
 */
export function rankSql(
  text: string,
  correctedText: string | null | undefined,
  rankCategory?: EventCategory | null,
): SQL<number> {
  const lower = text.toLowerCase();
  const pattern = `%${escapeLike(lower)}%`;
  const categoryBonus = rankCategory
    ? sql` + case when ${events.category} = ${rankCategory} then 0.3 else 0 end`
    : sql``;
  // One ts_rank of both readings (a tsquery OR): each call reads the row's search vector again.
  const query = correctedText
    ? sql`websearch_to_tsquery('english', ${text}::text) || websearch_to_tsquery('english', ${correctedText}::text)`
    : sql`websearch_to_tsquery('english', ${text}::text)`;
  return sql<number>`(ts_rank(${events.searchVector}, ${query})
    + case when lower(${events.title}) like ${pattern}::text then 3.5
      when lower(${events.description}) like ${pattern}::text then 3 else 0 end${categoryBonus})`;
}

/**
 * Title words a typo may be a slip of are found with the trigram `%` operator; 0.2 lets a swap in a
 * five-letter word through ('praty' shares only 2 of 10 trigrams with 'party'), and the edit rule
 * then decides.
 */
export const TITLE_WORD_SIMILARITY_THRESHOLD = 0.2;

/**
 * How many events match, upcoming and past, counting each side only up to `cap` + 1 rows: short
 * index range scans instead of counting every match (at a million events an exact count of the
 * unfiltered list is most of its time). A side that reaches cap + 1 has more than `cap`; past events
 * are not counted at all then, since the total is already past the cap.
 */
export async function countUpTo(
  db: DbExecutor,
  conditions: SQL[],
  now: Date,
  cap: number,
): Promise<EventCounts> {
  const side = async (when: SQL) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${events} where ${and(...conditions, when)} limit ${cap + 1}) as side`);
    return row?.n ?? 0;
  };
  const upcoming = await side(gte(events.date, now));
  if (upcoming > cap) return { total: upcoming, upcoming };
  return { total: upcoming + (await side(lt(events.date, now))), upcoming };
}

export async function countWith(db: DbExecutor, conditions: SQL[], now: Date): Promise<EventCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) filter (where ${gte(events.date, now)}))::int`,
    })
    .from(events)
    .where(and(...conditions));
  return { total: row?.total ?? 0, upcoming: row?.upcoming ?? 0 };
}

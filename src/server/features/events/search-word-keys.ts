import { and, or, type SQL, sql } from 'drizzle-orm';
import { boundingBox } from '#shared/lib/geo.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { eventCellWords, eventPeriodWords, events } from '../../db/schema.ts';
import type { Circle } from '../../lib/geo/geo-sql.ts';

/*
 * Free text read by its words (search "words first"): each word of a reading matches an event whose
 * search vector holds the word's lexeme ('karaoke' -> 'karaok') or the lexeme of a title word the word
 * is part of ('fest' -> 'oktoberfest', from the lexicon of title words), and a reading matches when all
 * its words do (as websearch_to_tsquery ANDs them). The typed text and its typo-corrected reading are
 * the readings. Matches are read through the word keys (migration 0020): the lexemes prefixed by the
 * event's date period or map cell, so a window of a few periods, or the cells around a place, is a
 * few short posting lists whatever the number of events.
 *
 * Plain words only: quotes, "or" and "-word" (websearch_to_tsquery's operators), or a word that is
 * several lexemes ("o'brien"), leave the search to the full-text and substring arms (events-sql.ts),
 * and so does a search whose words match nothing (search-ranked.ts), so "ctory pa" still finds
 * "Victory Park" as a substring.
 */

/** The lexemes each word of each reading may match: readings, then words, then lexemes. */
export type WordKeys = string[][][];

/** How many title words one typed word may stand for as a part of them ("fest"), shortest first. */
const MAX_PARTS = 64;
/** Beyond this many map cells (a radius of a few hundred miles) a place search reads the old way. */
const MAX_CELLS = 64;
/** Lexicon words are three letters or more; a shorter word is part of too many. */
const MIN_PART_LENGTH = 3;

const PLAIN_WORD = /^[a-z0-9]+$/;

/** The words of a reading, or null when it uses websearch_to_tsquery's operators or other characters. */
function plainWords(text: string): string[] | null {
  const words = text.toLowerCase().trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.some((word) => !PLAIN_WORD.test(word) || word === 'or')) return null;
  return words;
}

/**
 * The word keys of the typed text and its corrected reading, or null when the text is not plain
 * words or no word of it is indexed (only stop words). One query: each word's own lexeme and those of
 * the title words it is part of.
 */
export async function readWordKeys(
  db: DbExecutor,
  text: string,
  correctedText: string | null,
): Promise<WordKeys | null> {
  const readings = [text, ...(correctedText ? [correctedText] : [])].map(plainWords);
  if (readings.some((words) => words === null)) return null;
  const words = [...new Set(readings.flat() as string[])];
  const rows = await queryRows<{ word: string; own: string[]; parts: string[] }>(
    db,
    sql`select t.word, tsvector_to_array(to_tsvector('english', t.word)) as own,
      coalesce((select array_agg(distinct lexeme) from (
        select w.word from event_title_words w
        where char_length(t.word) >= ${MIN_PART_LENGTH} and w.word like '%' || t.word || '%' and w.word <> t.word
        order by char_length(w.word), w.word limit ${MAX_PARTS}) as parts,
        unnest(tsvector_to_array(to_tsvector('english', parts.word))) as lexeme), '{}') as parts
      from unnest(${`{${words.join(',')}}`}::text[]) as t(word)`,
  );
  const lexemesOf = new Map<string, string[] | null>();
  for (const row of rows) {
    // A word that is several lexemes is a phrase to websearch_to_tsquery: not a plain word.
    if (row.own.length > 1) return null;
    // A stop word has no lexeme and is dropped, as websearch_to_tsquery drops it.
    lexemesOf.set(row.word, row.own.length === 0 ? null : [...new Set([...row.own, ...row.parts])]);
  }
  const keys = (readings as string[][]).map((reading) =>
    reading.flatMap((word) => {
      const lexemes = lexemesOf.get(word);
      return lexemes ? [lexemes] : [];
    }),
  );
  return keys.some((reading) => reading.length === 0) ? null : keys;
}

/** A text[] literal, passed as one parameter ('{"742:karaok","743:karaok"}'). */
function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** Each reading's words, every one among the given key prefixes; the readings ORed. */
function keysSql(keys: WordKeys, column: SQL, prefixes: readonly string[]): SQL {
  const readings = keys.map(
    (reading) =>
      and(
        ...reading.map(
          (lexemes) =>
            sql`${column} && ${textArray(prefixes.flatMap((prefix) => lexemes.map((l) => `${prefix}:${l}`)))}`,
        ),
      ) as SQL,
  );
  return (readings.length === 1 ? readings[0] : or(...readings)) as SQL;
}

/** Events whose words match, started in one of these date periods (events_period_words_idx). */
export function wordKeysInPeriodsSql(keys: WordKeys, periods: readonly number[]): SQL {
  return keysSql(
    keys,
    eventPeriodWords(events),
    periods.map((p) => String(Math.trunc(p))),
  );
}

/** The one-degree map cells ("37,-122") the circle's box touches, or null when they are too many. */
export function cellsOfCircle(circle: Circle): string[] | null {
  const box = boundingBox(circle, circle.radiusMiles);
  const cells: string[] = [];
  for (let lat = Math.floor(box.minLat); lat <= Math.floor(box.maxLat); lat += 1) {
    for (let lon = Math.floor(box.minLon); lon <= Math.floor(box.maxLon); lon += 1) {
      cells.push(`${lat},${lon}`);
      if (cells.length > MAX_CELLS) return null;
    }
  }
  return cells;
}

/** Events whose words match, placed in one of these map cells (events_cell_words_idx). */
export function wordKeysInCellsSql(keys: WordKeys, cells: readonly string[]): SQL {
  return keysSql(keys, eventCellWords(events), cells);
}

/**
 * Events whose words match anywhere and at any time, through the full-text index: each word as the
 * OR of its lexemes, the words ANDed, the readings ORed (for a window with no end, where no periods
 * can be listed).
 */
export function wordKeysTsquerySql(keys: WordKeys): SQL {
  const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => `\\${c}`)}'`;
  const query = keys
    .map((reading) => reading.map((lexemes) => `(${lexemes.map(quote).join(' | ')})`).join(' & '))
    .map((reading) => `(${reading})`)
    .join(' | ');
  return sql`${events.searchVector} @@ ${query}::tsquery`;
}

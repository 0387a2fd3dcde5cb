import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The expressions the events search indexes are built on: a query must spell them exactly so (use
 * these helpers) for the planner to use the indexes.
 */

/**
 * lower(title, category, location, description) joined by spaces: the text that search matches by
 * substring and by typo-tolerant word similarity. events_search_text_trgm_period_idx is on this exact
 * expression; a query must spell it the same way (use this helper) for the planner to use the index.
 */
export function eventSearchText(t: {
  title: AnyPgColumn;
  category: AnyPgColumn;
  location: AnyPgColumn;
  description: AnyPgColumn;
}) {
  return sql`lower(${t.title} || ' ' || ${t.category} || ' ' || ${t.location} || ' ' || ${t.description})`;
}

/** How many days one date period of the search indexes spans (`datePeriodOf` is its twin in code). */
export const DATE_PERIOD_DAYS = 28;

/**
 * The 28-day period an event starts in, counted in UTC days from 1970: the second key of the search
 * indexes, so a search reads the text matches of a few periods straight from the index instead of
 * ANDing them with a date-range bitmap of every event in the range. Only immutable functions, so an
 * index can hold it; queries build it with this function so the planner matches the index.
 */
export function eventDatePeriod(t: { date: AnyPgColumn }) {
  return sql`((((${t.date} at time zone 'UTC')::date - date '1970-01-01') / ${sql.raw(String(DATE_PERIOD_DAYS))}))`;
}

/**
 * The event's word keys by date period ("742:karaok"): events_period_words_idx (migration 0020) is on
 * this exact call, so a search reads one word's matches within a few periods as a few short posting
 * lists. Queries build it with this helper so the planner matches the index.
 */
export function eventPeriodWords(t: { searchVector: AnyPgColumn; date: AnyPgColumn }) {
  return sql`event_period_words(${t.searchVector}, ${t.date})`;
}

/**
 * The event's word keys by one-degree map cell ("37,-122:karaok", floor of latitude and longitude):
 * events_cell_words_idx (migration 0020) is on this exact call, so a search near a place reads a
 * word's matches in the few cells around it.
 */
export function eventCellWords(t: {
  searchVector: AnyPgColumn;
  latitude: AnyPgColumn;
  longitude: AnyPgColumn;
}) {
  return sql`event_cell_words(${t.searchVector}, ${t.latitude}, ${t.longitude})`;
}

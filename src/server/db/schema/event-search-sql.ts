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

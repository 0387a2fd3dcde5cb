-- The search indexes gain the event's 28-day date period as a second key (btree_gin), so a search
-- reads a word's matches within a few periods from the index alone. Before, a search window ANDed
-- the text bitmap with a date-range bitmap of every event in the window: at a million events the
-- 115,000-row range cost 55 ms to find the 1,300 matches of 'karaoke' in it. A query on the text
-- alone uses these indexes as it used the old ones, which they replace.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_vector_period_idx" ON "events" USING gin ("search_vector", ((("date" at time zone 'UTC')::date - date '1970-01-01') / 28));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_text_trgm_period_idx" ON "events" USING gin (lower("title" || ' ' || "category" || ' ' || "location" || ' ' || "description") gin_trgm_ops, ((("date" at time zone 'UTC')::date - date '1970-01-01') / 28));
--> statement-breakpoint
DROP INDEX IF EXISTS "events_search_vector_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "events_search_text_trgm_idx";

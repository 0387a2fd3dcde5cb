-- A category's events in date order with their point: a category feed or list near a place walks
-- the category by date and keeps the events inside the circle from the included point, without
-- visiting the table, and stops at the page's end. At a million events "Concert near Stockton"
-- read 30,000 table pages through the place's box, most of them other categories. It replaces the
-- plain (category, date) index, which it serves as well (counts stay index-only scans).
CREATE INDEX IF NOT EXISTS "events_category_date_point_idx" ON "events" USING btree ("category","date","id") INCLUDE ("latitude","longitude");
--> statement-breakpoint
DROP INDEX IF EXISTS "events_category_value_date_idx";

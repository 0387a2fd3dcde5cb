-- Lists in date order read (date, id) from this index, and a Near Me page walks it by date and keeps
-- the events inside the circle from the included point, without visiting the table: at a million
-- events the first Near Me page reads a few hundred index entries instead of every upcoming event
-- in the circle. It replaces the plain date index, which it serves as well.
CREATE INDEX IF NOT EXISTS "events_date_point_idx" ON "events" USING btree ("date","id") INCLUDE ("latitude","longitude");
--> statement-breakpoint
DROP INDEX IF EXISTS "events_date_idx";

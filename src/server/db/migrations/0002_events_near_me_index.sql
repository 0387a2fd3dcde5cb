DROP INDEX "events_lat_lon_idx";--> statement-breakpoint
CREATE INDEX "events_lat_lon_date_idx" ON "events" USING btree ("latitude","longitude","date","id");
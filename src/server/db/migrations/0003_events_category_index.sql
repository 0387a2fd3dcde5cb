DROP INDEX "events_category_date_idx";--> statement-breakpoint
CREATE INDEX "events_category_value_date_idx" ON "events" USING btree ("category","date");
-- What getting into an event costs. Every existing event is 'unlisted': its host never said, and an
-- event whose price is not listed must never be shown as free.
ALTER TABLE "events" ADD COLUMN "admission" text DEFAULT 'unlisted' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_min_cents" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_max_cents" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lowest_price_cents" integer GENERATED ALWAYS AS (case admission when 'free' then 0 when 'paid' then price_min_cents when 'donation' then coalesce(price_min_cents, 0) end) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_admission_known" CHECK ("events"."admission" in ('free', 'paid', 'donation', 'unlisted'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_price_range" CHECK (("events"."price_min_cents" is null or "events"."price_min_cents" >= 0) and ("events"."price_max_cents" is null or "events"."price_max_cents" >= coalesce("events"."price_min_cents", 0)));--> statement-breakpoint
-- Date-ordered pages filtered by price walk these partial indexes as they walk events_date_point_idx:
-- free events, and events with a known lowest price (free, paid, donation), each with the point
-- (Near Me) and the lowest price included, so a filtered first page reads a few dozen index entries.
CREATE INDEX IF NOT EXISTS "events_free_date_idx" ON "events" USING btree ("date","id") INCLUDE ("latitude","longitude") WHERE "events"."admission" = 'free';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_priced_date_idx" ON "events" USING btree ("date","id") INCLUDE ("latitude","longitude","lowest_price_cents") WHERE "events"."lowest_price_cents" is not null;

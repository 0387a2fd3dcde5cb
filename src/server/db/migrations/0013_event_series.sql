-- A repeating event: its RFC 5545 rule, anchored at the wall time of its first date at the event's
-- place, and the dates the host cancelled. Each date is an events row of its own (series_id), made
-- up to a year ahead, so lists, search, Near Me and RSVPs treat it as any event.
CREATE TABLE "event_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"start_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"cancelled" text[] DEFAULT '{}' NOT NULL,
	"made_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_start_local_format" CHECK ("start_local" ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "occurrence_start" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_series_exception" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_occurrence_key" ON "events" USING btree ("series_id","occurrence_start") WHERE "events"."series_id" is not null;

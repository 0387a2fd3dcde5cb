CREATE TABLE "event_rsvp_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"capacity" integer,
	"deadline" timestamp with time zone,
	"is_guest_list_public" boolean DEFAULT false NOT NULL,
	"plus_one_max" integer DEFAULT 2 NOT NULL,
	"reminder_queued_for" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvp_settings_capacity_range" CHECK ("capacity" is null or "capacity" between 1 and 100000),
	CONSTRAINT "event_rsvp_settings_plus_one_max_range" CHECK ("plus_one_max" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "event_rsvp_settings" ADD CONSTRAINT "event_rsvp_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"guest_name" text,
	"guest_email" text,
	"status" text NOT NULL,
	"plus_ones" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_confirmed" boolean DEFAULT true NOT NULL,
	"guest_token_hash" text,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"is_unsubscribed" boolean DEFAULT false NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvps_status_known" CHECK ("status" in ('going', 'maybe', 'declined', 'waitlisted')),
	CONSTRAINT "rsvps_plus_ones_range" CHECK ("plus_ones" between 0 and 20),
	CONSTRAINT "rsvps_user_or_guest" CHECK ("user_id" is not null or ("guest_name" is not null and "guest_email" is not null))
);
--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_event_user_key" ON "rsvps" USING btree ("event_id","user_id") WHERE "user_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_event_guest_email_key" ON "rsvps" USING btree ("event_id",lower("guest_email")) WHERE "guest_email" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_guest_token_key" ON "rsvps" USING btree ("guest_token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_unsubscribe_token_key" ON "rsvps" USING btree ("unsubscribe_token");
--> statement-breakpoint
CREATE INDEX "rsvps_event_status_idx" ON "rsvps" USING btree ("event_id","status","plus_ones") WHERE "is_confirmed";
--> statement-breakpoint
CREATE INDEX "rsvps_user_id_idx" ON "rsvps" USING btree ("user_id") WHERE "user_id" is not null;

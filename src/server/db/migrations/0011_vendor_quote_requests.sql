CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer,
	"event_date" date NOT NULL,
	"guest_count" integer NOT NULL,
	"budget_cents" integer,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_known" CHECK ("quote_requests"."status" in ('pending', 'replied', 'declined')),
	CONSTRAINT "quote_requests_guest_count_range" CHECK ("quote_requests"."guest_count" between 1 and 100000),
	CONSTRAINT "quote_requests_budget_positive" CHECK ("quote_requests"."budget_cents" is null or "quote_requests"."budget_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_vendor_created_idx" ON "quote_requests" USING btree ("vendor_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "quote_requests_user_created_idx" ON "quote_requests" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "quote_requests_vendor_replied_idx" ON "quote_requests" USING btree ("vendor_id","responded_at" DESC) WHERE "quote_requests"."status" = 'replied';--> statement-breakpoint
CREATE INDEX "quote_requests_user_vendor_idx" ON "quote_requests" USING btree ("user_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_event_id_idx" ON "quote_requests" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "reply_median_minutes" double precision;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;

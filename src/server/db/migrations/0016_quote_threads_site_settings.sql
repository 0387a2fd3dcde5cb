-- A quote request becomes a conversation: follow-up messages from either side, and when each side
-- last spoke and last read, so an unread reply can be counted from the request row alone.
ALTER TABLE "quote_requests" ADD COLUMN "last_customer_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "last_vendor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "customer_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "vendor_read_at" timestamp with time zone;--> statement-breakpoint
-- Requests from before threads: the customer spoke when asking, the vendor when answering, and the
-- vendor has already seen every request in the inbox it had; replies only ever went out by mail,
-- so they count as unread in the app.
UPDATE "quote_requests" SET "last_customer_at" = "created_at", "last_vendor_at" = "responded_at", "vendor_read_at" = now();--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"author_id" integer,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_messages_side_known" CHECK ("quote_messages"."side" in ('customer', 'vendor'))
);
--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_messages_request_created_idx" ON "quote_messages" USING btree ("quote_request_id","created_at","id");--> statement-breakpoint
-- Site settings an administrator changes at run time, and the log of who changed what.
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "site_setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_setting_changes" ADD CONSTRAINT "site_setting_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_setting_changes_created_idx" ON "site_setting_changes" USING btree ("created_at" DESC,"id" DESC);

CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_known" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"interaction_type" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "event_interactions_type_known" CHECK ("event_interactions"."interaction_type" in ('view', 'bookmark', 'unbookmark', 'share', 'calendar', 'search_click'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Social' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"city" text,
	"region" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"image" text,
	"organizer_id" integer,
	"organizer_name" text,
	"evite_synced" boolean DEFAULT false NOT NULL,
	"evite_invitation_url" text,
	"evite_event_id" text,
	"evite_sync_status" text,
	"social_posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_image" text,
	"source" text DEFAULT 'user' NOT NULL,
	"external_id" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(city, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_category_known" CHECK ("events"."category" in ('Birthday', 'Wedding', 'Corporate', 'Holiday', 'Social', 'Theme Party', 'Sports', 'Bar Mitzvah', 'Athletic Race', 'Marathon', 'Ice Skating', 'Christmas Market', 'Winter Festival', 'Food Festival', 'Outdoor Adventure', 'Concert', 'Cultural Festival', 'Other', 'Music', 'Food & Drink', 'Conference')),
	CONSTRAINT "events_title_length" CHECK (char_length("events"."title") between 1 and 200),
	CONSTRAINT "events_source_known" CHECK ("events"."source" in ('user', 'seed', 'discovery', 'sample')),
	CONSTRAINT "events_latitude_range" CHECK ("events"."latitude" is null or "events"."latitude" between -90 and 90),
	CONSTRAINT "events_longitude_range" CHECK ("events"."longitude" is null or "events"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "social_media_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"content" text,
	"image_url" text,
	"share_url" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_media_posts_platform_known" CHECK ("social_media_posts"."platform" in ('facebook', 'twitter', 'linkedin', 'instagram', 'outlook_calendar'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"preferred_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"interested_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_preference" text,
	"price_range_min" integer,
	"price_range_max" integer,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_price_range" CHECK ("user_preferences"."price_range_min" is null or "user_preferences"."price_range_max" is null or "user_preferences"."price_range_min" <= "user_preferences"."price_range_max")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_token_hash" text,
	"reset_password_token_hash" text,
	"reset_password_expires" timestamp with time zone,
	"google_id" text,
	"bio" text,
	"avatar" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"city" text,
	"region" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"calendar_feed_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") between 1 and 50),
	CONSTRAINT "users_name_length" CHECK (char_length("users"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "vendor_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"review" text,
	"event_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vendor_reviews_rating_range" CHECK ("vendor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vendor_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"duration_minutes" integer,
	"minimum_booking_notice_days" integer,
	"maximum_booking_notice_days" integer,
	"image" text,
	CONSTRAINT "vendor_services_price_positive" CHECK ("vendor_services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"website" text,
	"logo" text,
	"image" text,
	"location" text NOT NULL,
	"city" text,
	"region" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"travel_distance" integer,
	"years_of_experience" integer,
	"response_time" text,
	"cancellation_policy" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"insurance_verified" boolean DEFAULT false NOT NULL,
	"background_checked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_category_known" CHECK ("vendors"."category" in ('DJ', 'Band', 'Musician', 'Catering', 'Photographer', 'Videographer', 'Event Planner', 'Party Rentals', 'Photo Booth', 'Bartender', 'Magician', 'Face Painter', 'Balloon Artist', 'Clown', 'Lighting', 'Florist', 'Dancer', 'Security')),
	CONSTRAINT "vendors_travel_distance_positive" CHECK ("vendors"."travel_distance" is null or "vendors"."travel_distance" >= 0),
	CONSTRAINT "vendors_years_positive" CHECK ("vendors"."years_of_experience" is null or "vendors"."years_of_experience" >= 0),
	CONSTRAINT "vendors_rating_range" CHECK ("vendors"."rating" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interactions" ADD CONSTRAINT "event_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interactions" ADD CONSTRAINT "event_interactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD CONSTRAINT "social_media_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD CONSTRAINT "social_media_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_favorites" ADD CONSTRAINT "vendor_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_favorites" ADD CONSTRAINT "vendor_favorites_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_user_id_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_event_key" ON "bookmarks" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "bookmarks_event_id_idx" ON "bookmarks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_interactions_user_id_idx" ON "event_interactions" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "event_interactions_event_id_idx" ON "event_interactions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "events_category_date_idx" ON "events" USING btree (lower("category"),"date");--> statement-breakpoint
CREATE INDEX "events_organizer_id_idx" ON "events" USING btree ("organizer_id","date");--> statement-breakpoint
CREATE INDEX "events_lat_lon_idx" ON "events" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "events_source_external_id_key" ON "events" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "social_media_posts_event_id_idx" ON "social_media_posts" USING btree ("event_id","timestamp");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_user_id_key" ON "user_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_key" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verification_token_key" ON "users" USING btree ("verification_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_feed_token_key" ON "users" USING btree ("calendar_feed_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_favorites_user_vendor_key" ON "vendor_favorites" USING btree ("user_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_favorites_vendor_id_idx" ON "vendor_favorites" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_reviews_vendor_user_key" ON "vendor_reviews" USING btree ("vendor_id","user_id");--> statement-breakpoint
CREATE INDEX "vendor_services_vendor_id_idx" ON "vendor_services" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category");--> statement-breakpoint
CREATE INDEX "vendors_user_id_idx" ON "vendors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vendors_lat_lon_idx" ON "vendors" USING btree ("latitude","longitude");
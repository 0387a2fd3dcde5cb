CREATE TABLE "events_change_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "events_change_version_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "events_change_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_events_change_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events_change_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_change_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_events_change_version"();
--> statement-breakpoint
CREATE TRIGGER "social_media_posts_change_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "social_media_posts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_events_change_version"();
--> statement-breakpoint
CREATE TRIGGER "users_change_version_bump" AFTER UPDATE OF "name", "username" OR DELETE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_events_change_version"();

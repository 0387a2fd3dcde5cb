CREATE TABLE "event_title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_title_words_trgm_idx" ON "event_title_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "add_event_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_title_words" ("word")
    SELECT DISTINCT "w" FROM "new_rows", regexp_split_to_table(lower("new_rows"."title"), '[^[:alpha:]]+') AS "w"
    WHERE length("w") >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_title_words_insert" AFTER INSERT ON "events"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "add_event_title_words"();
--> statement-breakpoint
CREATE TRIGGER "events_title_words_update" AFTER UPDATE ON "events"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "add_event_title_words"();
--> statement-breakpoint
INSERT INTO "event_title_words" ("word")
	SELECT DISTINCT "w" FROM "events", regexp_split_to_table(lower("events"."title"), '[^[:alpha:]]+') AS "w"
	WHERE length("w") >= 3
	ON CONFLICT DO NOTHING;

ALTER TABLE "vendors" ADD COLUMN "service_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "min_price_cents" integer;--> statement-breakpoint
CREATE FUNCTION "vendors_summarize_services"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "vendors" v SET "service_names" = coalesce(s."names", ''), "min_price_cents" = s."min_price"
  FROM (
    SELECT u."id", string_agg(vs."name", ' ' ORDER BY vs."id") AS "names", min(vs."price_cents") AS "min_price"
    FROM unnest("ids") AS u("id") LEFT JOIN "vendor_services" vs ON vs."vendor_id" = u."id"
    GROUP BY u."id"
  ) s
  WHERE v."id" = s."id"
$$;--> statement-breakpoint
CREATE FUNCTION "vendor_services_summarize"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "vendors_summarize_services"(ARRAY(SELECT DISTINCT "vendor_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "vendors_summarize_services"(ARRAY(SELECT DISTINCT "vendor_id" FROM "old_rows"));
  ELSE
    PERFORM "vendors_summarize_services"(
      ARRAY(SELECT "vendor_id" FROM "new_rows" UNION SELECT "vendor_id" FROM "old_rows")
    );
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_services_summarize_insert" AFTER INSERT ON "vendor_services" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_services_summarize"();--> statement-breakpoint
CREATE TRIGGER "vendor_services_summarize_update" AFTER UPDATE ON "vendor_services" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_services_summarize"();--> statement-breakpoint
CREATE TRIGGER "vendor_services_summarize_delete" AFTER DELETE ON "vendor_services" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_services_summarize"();--> statement-breakpoint
SELECT "vendors_summarize_services"(ARRAY(SELECT DISTINCT "vendor_id" FROM "vendor_services"));--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(service_names, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "vendors_search_vector_idx" ON "vendors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_search_text_trgm_idx" ON "vendors" USING gin (lower("name" || ' ' || "service_names" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_min_price_idx" ON "vendors" USING btree ("min_price_cents");

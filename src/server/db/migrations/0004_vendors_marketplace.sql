ALTER TABLE "vendors" ADD COLUMN "average_rating" double precision;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "vendors" SET "average_rating" = r."avg", "review_count" = r."count" FROM (SELECT "vendor_id", avg("rating")::float8 AS "avg", count(*)::int AS "count" FROM "vendor_reviews" GROUP BY "vendor_id") r WHERE r."vendor_id" = "vendors"."id";--> statement-breakpoint
CREATE INDEX "vendors_rank_idx" ON "vendors" USING btree ("verified" DESC, "average_rating" DESC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "vendors_category_rank_idx" ON "vendors" USING btree ("category", "verified" DESC, "average_rating" DESC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "vendors_travel_distance_idx" ON "vendors" USING btree ("travel_distance");--> statement-breakpoint
CREATE INDEX "vendor_reviews_vendor_created_idx" ON "vendor_reviews" USING btree ("vendor_id", "created_at" DESC, "id" DESC);

-- The resource a keyed request created, written in the same transaction as the resource itself: a
-- retry after a crash that lost the answer replays it instead of creating it again.
ALTER TABLE "idempotency_keys" ADD COLUMN "resource_id" integer;

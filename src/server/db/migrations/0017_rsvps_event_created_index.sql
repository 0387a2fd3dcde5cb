-- The host's guest list and its CSV read an event's confirmed answers in the order they came, a page
-- at a time: this index hands them over in that order, so a page deep in a long list stops after
-- offset + limit entries instead of sorting every answer of the event.
CREATE INDEX IF NOT EXISTS "rsvps_event_created_idx" ON "rsvps" USING btree ("event_id","created_at","id") WHERE "rsvps"."is_confirmed";

CREATE TABLE "member_tally" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "service_conversation_state_idx";--> statement-breakpoint
CREATE INDEX "content_entry_pending_idx" ON "content_entry" USING btree ("submitted_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "content_entry_module_idx" ON "content_entry" USING btree ("module_code") WHERE module_code is not null;--> statement-breakpoint
CREATE INDEX "membership_business_order_idx" ON "membership" USING btree ("business_id",("role" <> 'admin'),"created_at","member_id");--> statement-breakpoint
CREATE INDEX "service_conversation_closed_idx" ON "service_conversation" USING btree ("closed_at","id") WHERE "service_conversation"."state" = 'closed';--> statement-breakpoint
CREATE INDEX "service_conversation_agent_idx" ON "service_conversation" USING btree ("agent_id","started_at","id") WHERE "service_conversation"."state" = 'active';--> statement-breakpoint
CREATE INDEX "service_conversation_state_idx" ON "service_conversation" USING btree ("state","started_at","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): member_tally is kept by statement
-- triggers on "member", as notice_counter is (0017_notice_counters): every writer keeps it right in
-- its own transaction, one update per statement (a bulk insert stays a bulk insert).
CREATE FUNCTION "member_tally_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE member_tally SET total = 0 WHERE id = 1;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE member_tally SET total = total + (SELECT count(*) FROM new_rows) WHERE id = 1;
  ELSE
    UPDATE member_tally SET total = total - (SELECT count(*) FROM old_rows) WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The members already there, counted once. The migration runs in one transaction; the lock holds
-- other instances' registrations back from this count until the triggers below are in place.
LOCK TABLE "member" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "member_tally" ("id", "total") SELECT 1, count(*) FROM "member";
--> statement-breakpoint
CREATE TRIGGER "member_tally_insert" AFTER INSERT ON "member" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_tally_apply"();
--> statement-breakpoint
CREATE TRIGGER "member_tally_delete" AFTER DELETE ON "member" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_tally_apply"();
--> statement-breakpoint
CREATE TRIGGER "member_tally_truncate" AFTER TRUNCATE ON "member" FOR EACH STATEMENT EXECUTE FUNCTION "member_tally_apply"();

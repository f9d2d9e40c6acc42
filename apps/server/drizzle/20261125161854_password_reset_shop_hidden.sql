ALTER TABLE "business" ADD COLUMN "shop_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "shop_hidden_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "password_reset_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): a shop's place in the search follows its
-- business too (hidden or shown by staff, certified or not), queued in the writer's own
-- transaction like the shop's decoration (migration 20261125080440).
CREATE TRIGGER "business_shop_search_update" AFTER UPDATE ON "business" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('shop', 'id');

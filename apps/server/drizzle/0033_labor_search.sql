-- Custom SQL migration file, put your code below! --
-- Hand-written (drizzle-kit does not model triggers): labor teams and demands join the search index
-- the way the other sources do (migration 0022), queued in the writer's own transaction.
CREATE TRIGGER "labor_listing_search_insert" AFTER INSERT ON "labor_listing" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('labor', 'id');--> statement-breakpoint
CREATE TRIGGER "labor_listing_search_update" AFTER UPDATE ON "labor_listing" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('labor', 'id');--> statement-breakpoint
CREATE TRIGGER "labor_listing_search_delete" AFTER DELETE ON "labor_listing" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('labor', 'id');--> statement-breakpoint
-- What is listed already is indexed by the indexer's next drain.
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'labor', "id" FROM "labor_listing" ON CONFLICT DO NOTHING;

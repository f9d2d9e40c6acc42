-- Hand-written (drizzle-kit does not model triggers): open public inquiry sheets and the law firms
-- join the search index the way the other sources do (migration 0022), queued in the writer's own
-- transaction. A sheet is queued when it or one of its lines changes (its lines' names are
-- indexed); a firm when one of its lawyers changes or its business does (renamed, certified).
CREATE TRIGGER "inquiry_sheet_search_insert" AFTER INSERT ON "inquiry_sheet" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('inquiry', 'id');--> statement-breakpoint
CREATE TRIGGER "inquiry_sheet_search_update" AFTER UPDATE ON "inquiry_sheet" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('inquiry', 'id');--> statement-breakpoint
CREATE TRIGGER "inquiry_sheet_search_delete" AFTER DELETE ON "inquiry_sheet" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('inquiry', 'id');--> statement-breakpoint
CREATE TRIGGER "inquiry_line_search_insert" AFTER INSERT ON "inquiry_line" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('inquiry', 'sheet_id');--> statement-breakpoint
CREATE TRIGGER "inquiry_line_search_update" AFTER UPDATE ON "inquiry_line" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('inquiry', 'sheet_id');--> statement-breakpoint
CREATE TRIGGER "inquiry_line_search_delete" AFTER DELETE ON "inquiry_line" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('inquiry', 'sheet_id');--> statement-breakpoint
CREATE TRIGGER "lawyer_firm_search_insert" AFTER INSERT ON "lawyer" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lawFirm', 'business_id');--> statement-breakpoint
CREATE TRIGGER "lawyer_firm_search_update" AFTER UPDATE ON "lawyer" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lawFirm', 'business_id');--> statement-breakpoint
CREATE TRIGGER "lawyer_firm_search_delete" AFTER DELETE ON "lawyer" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lawFirm', 'business_id');--> statement-breakpoint
CREATE TRIGGER "business_law_firm_search_update" AFTER UPDATE ON "business" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lawFirm', 'id');--> statement-breakpoint
-- What exists already is indexed by the indexer's next drains.
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'inquiry', "id" FROM "inquiry_sheet" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_outbox" ("source", "ref_id") SELECT DISTINCT 'lawFirm', "business_id" FROM "lawyer" ON CONFLICT DO NOTHING;

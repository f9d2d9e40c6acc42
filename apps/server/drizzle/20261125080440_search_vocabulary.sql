-- Hand-written (drizzle-kit does not model triggers): the services on sale, the shops, the service
-- packages, the law lessons and the lawyers join the search index the way the other sources do
-- (migration 0022), queued in the writer's own transaction.
CREATE TRIGGER "shop_service_search_insert" AFTER INSERT ON "shop_service" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('service', 'id');--> statement-breakpoint
CREATE TRIGGER "shop_service_search_update" AFTER UPDATE ON "shop_service" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('service', 'id');--> statement-breakpoint
CREATE TRIGGER "shop_service_search_delete" AFTER DELETE ON "shop_service" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('service', 'id');--> statement-breakpoint
CREATE TRIGGER "shop_decoration_search_insert" AFTER INSERT ON "shop_decoration" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('shop', 'business_id');--> statement-breakpoint
CREATE TRIGGER "shop_decoration_search_update" AFTER UPDATE ON "shop_decoration" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('shop', 'business_id');--> statement-breakpoint
CREATE TRIGGER "shop_decoration_search_delete" AFTER DELETE ON "shop_decoration" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('shop', 'business_id');--> statement-breakpoint
CREATE TRIGGER "service_package_search_insert" AFTER INSERT ON "service_package" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('package', 'id');--> statement-breakpoint
CREATE TRIGGER "service_package_search_update" AFTER UPDATE ON "service_package" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('package', 'id');--> statement-breakpoint
CREATE TRIGGER "service_package_search_delete" AFTER DELETE ON "service_package" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('package', 'id');--> statement-breakpoint
CREATE TRIGGER "law_lesson_search_insert" AFTER INSERT ON "law_lesson" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lesson', 'id');--> statement-breakpoint
CREATE TRIGGER "law_lesson_search_update" AFTER UPDATE ON "law_lesson" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lesson', 'id');--> statement-breakpoint
CREATE TRIGGER "law_lesson_search_delete" AFTER DELETE ON "law_lesson" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lesson', 'id');--> statement-breakpoint
CREATE TRIGGER "lawyer_search_insert" AFTER INSERT ON "lawyer" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lawyer', 'id');--> statement-breakpoint
CREATE TRIGGER "lawyer_search_update" AFTER UPDATE ON "lawyer" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lawyer', 'id');--> statement-breakpoint
CREATE TRIGGER "lawyer_search_delete" AFTER DELETE ON "lawyer" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('lawyer', 'id');--> statement-breakpoint
-- Every document is indexed again by the indexer's next drains: the new sources' rows for the
-- first time, the others for the names of their kind and channel (src/platform/search/vocabulary.ts).
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'service', "id" FROM "shop_service" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'shop', "business_id" FROM "shop_decoration" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'package', "id" FROM "service_package" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'lesson', "id" FROM "law_lesson" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'lawyer', "id" FROM "lawyer" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_outbox" ("source", "ref_id") SELECT "source", "ref_id" FROM "search_document" ON CONFLICT DO NOTHING;

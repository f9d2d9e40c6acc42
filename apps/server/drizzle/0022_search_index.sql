CREATE TABLE "search_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"ref_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_outbox" (
	"source" varchar(16) NOT NULL,
	"ref_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_outbox_source_ref_id_pk" PRIMARY KEY("source","ref_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_document_source_ref_idx" ON "search_document" USING btree ("source","ref_id");--> statement-breakpoint
CREATE INDEX "search_document_terms_idx" ON "search_document" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_document_published_idx" ON "search_document" USING btree ("published_at","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model storage settings or triggers). A search reads
-- many rows' id, kind and time and few rows' words and text: the wide columns go out of line
-- (TOAST) past 256 bytes, so a page of the table holds dozens of rows rather than five.
ALTER TABLE "search_document" SET (toast_tuple_target = 256);--> statement-breakpoint
-- Every table the search reads queues
-- what a statement changed in search_outbox, in the writer's own transaction, so every writer
-- (the services, seeds, operators' reviews, bulk SQL) keeps the index right without calling it.
-- Statement triggers with transition tables: one insert per statement, not one per row.
CREATE FUNCTION "search_outbox_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the source's name and the column holding the source's id.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO search_outbox (source, ref_id) SELECT DISTINCT %L, %I FROM new_rows ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('INSERT INTO search_outbox (source, ref_id) SELECT DISTINCT %L, %I FROM old_rows ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "article_search_insert" AFTER INSERT ON "article" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('article', 'id');--> statement-breakpoint
CREATE TRIGGER "article_search_update" AFTER UPDATE ON "article" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('article', 'id');--> statement-breakpoint
CREATE TRIGGER "article_search_delete" AFTER DELETE ON "article" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('article', 'id');--> statement-breakpoint
CREATE TRIGGER "nav_item_search_insert" AFTER INSERT ON "nav_item" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('help', 'id');--> statement-breakpoint
CREATE TRIGGER "nav_item_search_update" AFTER UPDATE ON "nav_item" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('help', 'id');--> statement-breakpoint
CREATE TRIGGER "nav_item_search_delete" AFTER DELETE ON "nav_item" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('help', 'id');--> statement-breakpoint
CREATE TRIGGER "business_search_insert" AFTER INSERT ON "business" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('company', 'id');--> statement-breakpoint
CREATE TRIGGER "business_search_update" AFTER UPDATE ON "business" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('company', 'id');--> statement-breakpoint
CREATE TRIGGER "business_search_delete" AFTER DELETE ON "business" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('company', 'id');--> statement-breakpoint
CREATE TRIGGER "company_profile_search_insert" AFTER INSERT ON "company_profile" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('company', 'business_id');--> statement-breakpoint
CREATE TRIGGER "company_profile_search_update" AFTER UPDATE ON "company_profile" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('company', 'business_id');--> statement-breakpoint
CREATE TRIGGER "company_profile_search_delete" AFTER DELETE ON "company_profile" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('company', 'business_id');--> statement-breakpoint
CREATE TRIGGER "qualification_search_insert" AFTER INSERT ON "qualification_certificate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('qualification', 'id');--> statement-breakpoint
CREATE TRIGGER "qualification_search_update" AFTER UPDATE ON "qualification_certificate" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('qualification', 'id');--> statement-breakpoint
CREATE TRIGGER "qualification_search_delete" AFTER DELETE ON "qualification_certificate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('qualification', 'id');--> statement-breakpoint
-- What exists already is indexed by the indexer's first drain.
INSERT INTO "search_outbox" ("source", "ref_id") SELECT 'article', "id" FROM "article" UNION ALL SELECT 'help', "id" FROM "nav_item" UNION ALL SELECT 'company', "id" FROM "business" UNION ALL SELECT 'qualification', "id" FROM "qualification_certificate" ON CONFLICT DO NOTHING;

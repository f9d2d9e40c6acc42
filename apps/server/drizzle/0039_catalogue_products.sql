CREATE TABLE "catalogue_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"category" varchar(40) NOT NULL,
	"model" varchar(60) NOT NULL,
	"brand" varchar(40) NOT NULL,
	"standard" varchar(60) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"price_kind" varchar(8) NOT NULL,
	"price_fen" bigint NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moq" integer NOT NULL,
	"region" varchar(60) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_product" ADD CONSTRAINT "catalogue_product_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product" ADD CONSTRAINT "catalogue_product_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_product_business_idx" ON "catalogue_product" USING btree ("business_id","state","updated_at","id");--> statement-breakpoint
CREATE INDEX "catalogue_product_kind_idx" ON "catalogue_product" USING btree ("state","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "catalogue_product_state_idx" ON "catalogue_product" USING btree ("state","updated_at","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): the search index follows every change;
-- the search source keeps only 已上架 products.
CREATE TRIGGER "catalogue_product_search_insert" AFTER INSERT ON "catalogue_product" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('product', 'id');--> statement-breakpoint
CREATE TRIGGER "catalogue_product_search_update" AFTER UPDATE ON "catalogue_product" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('product', 'id');--> statement-breakpoint
CREATE TRIGGER "catalogue_product_search_delete" AFTER DELETE ON "catalogue_product" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('product', 'id');

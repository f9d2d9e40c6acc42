CREATE TABLE "equipment_listing" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_business_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"side" varchar(8) NOT NULL,
	"trade" varchar(8) NOT NULL,
	"category" varchar(40) NOT NULL,
	"title" varchar(60) NOT NULL,
	"brand" varchar(40) NOT NULL,
	"model" varchar(40) NOT NULL,
	"year" integer NOT NULL,
	"working_hours" integer NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"region_name" varchar(60) NOT NULL,
	"price_fen" bigint NOT NULL,
	"price_unit" varchar(8) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_from" date,
	"available_to" date,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"owner_business_id" integer NOT NULL,
	"requester_business_id" integer NOT NULL,
	"requester_member_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"message" text DEFAULT '' NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "equipment_listing" ADD CONSTRAINT "equipment_listing_owner_business_id_business_id_fk" FOREIGN KEY ("owner_business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_listing" ADD CONSTRAINT "equipment_listing_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_request" ADD CONSTRAINT "equipment_request_listing_id_equipment_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."equipment_listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_request" ADD CONSTRAINT "equipment_request_owner_business_id_business_id_fk" FOREIGN KEY ("owner_business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_request" ADD CONSTRAINT "equipment_request_requester_business_id_business_id_fk" FOREIGN KEY ("requester_business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_request" ADD CONSTRAINT "equipment_request_requester_member_id_member_id_fk" FOREIGN KEY ("requester_member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_listing_market_idx" ON "equipment_listing" USING btree ("state","updated_at","id");--> statement-breakpoint
CREATE INDEX "equipment_listing_region_idx" ON "equipment_listing" USING btree ("state","region_code");--> statement-breakpoint
CREATE INDEX "equipment_listing_owner_idx" ON "equipment_listing" USING btree ("owner_business_id","updated_at");--> statement-breakpoint
CREATE INDEX "equipment_request_owner_idx" ON "equipment_request" USING btree ("owner_business_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_request_requester_idx" ON "equipment_request" USING btree ("requester_business_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_request_listing_idx" ON "equipment_request" USING btree ("listing_id","state");
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model exclusion constraints or triggers).
-- Accepted bookings of one listing never share a day, whatever callers do at once: the listing id
-- as a one-point range, so core GiST range operators cover both columns without btree_gist.
ALTER TABLE "equipment_request" ADD CONSTRAINT "equipment_request_no_overlap" EXCLUDE USING gist (int4range("listing_id", "listing_id", '[]') WITH &&, daterange("start_date", "end_date", '[]') WITH &&) WHERE ("state" = 'accepted' AND "start_date" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "equipment_request" ADD CONSTRAINT "equipment_request_dates_order" CHECK ("end_date" IS NULL OR "start_date" <= "end_date");--> statement-breakpoint
-- Listings join the one search index (see 0022_search_index): queued in the writer's transaction.
CREATE TRIGGER "equipment_listing_search_insert" AFTER INSERT ON "equipment_listing" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('equipment', 'id');--> statement-breakpoint
CREATE TRIGGER "equipment_listing_search_update" AFTER UPDATE ON "equipment_listing" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('equipment', 'id');--> statement-breakpoint
CREATE TRIGGER "equipment_listing_search_delete" AFTER DELETE ON "equipment_listing" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('equipment', 'id');

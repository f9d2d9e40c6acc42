DROP INDEX "equipment_listing_region_idx";--> statement-breakpoint
ALTER TABLE "equipment_listing" ADD COLUMN "city_code" varchar(4) GENERATED ALWAYS AS (left(region_code, 4)) STORED;--> statement-breakpoint
CREATE INDEX "equipment_listing_city_idx" ON "equipment_listing" USING btree ("state","city_code","updated_at","id","price_fen");--> statement-breakpoint
CREATE INDEX "labor_listing_trade_city_idx" ON "labor_listing" USING btree ("state","trade","city_code","id");--> statement-breakpoint
CREATE INDEX "market_project_listed_city_category_idx" ON "market_project" USING btree ("city_code","category","published_at","id") WHERE state in ('published', 'closed', 'completed');--> statement-breakpoint
CREATE INDEX "equipment_listing_region_idx" ON "equipment_listing" USING btree ("state","region_code","updated_at","id","price_fen");
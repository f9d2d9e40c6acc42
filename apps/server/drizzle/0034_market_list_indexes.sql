ALTER TABLE "labor_listing" ADD COLUMN "city_code" varchar(4) GENERATED ALWAYS AS (left(region_code, 4)) STORED;--> statement-breakpoint
CREATE INDEX "equipment_listing_side_idx" ON "equipment_listing" USING btree ("state","side","updated_at","id");--> statement-breakpoint
CREATE INDEX "equipment_listing_trade_idx" ON "equipment_listing" USING btree ("state","trade","updated_at","id");--> statement-breakpoint
CREATE INDEX "equipment_listing_category_idx" ON "equipment_listing" USING btree ("state","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "equipment_listing_price_idx" ON "equipment_listing" USING btree ("state","price_fen");--> statement-breakpoint
CREATE INDEX "labor_listing_kind_idx" ON "labor_listing" USING btree ("state","kind","id");--> statement-breakpoint
CREATE INDEX "labor_listing_trade_idx" ON "labor_listing" USING btree ("state","trade","id");--> statement-breakpoint
CREATE INDEX "labor_listing_city_idx" ON "labor_listing" USING btree ("state","city_code","id");--> statement-breakpoint
CREATE INDEX "market_project_listed_idx" ON "market_project" USING btree ("published_at","id") WHERE state in ('published', 'closed', 'completed');--> statement-breakpoint
CREATE INDEX "market_project_listed_region_idx" ON "market_project" USING btree ("region_code","published_at","id") WHERE state in ('published', 'closed', 'completed');--> statement-breakpoint
CREATE INDEX "market_project_listed_category_idx" ON "market_project" USING btree ("category","published_at","id") WHERE state in ('published', 'closed', 'completed');
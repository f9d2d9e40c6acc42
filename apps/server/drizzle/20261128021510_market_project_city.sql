DROP INDEX "market_project_listed_region_idx";--> statement-breakpoint
ALTER TABLE "market_project" ADD COLUMN "city_code" varchar(4) GENERATED ALWAYS AS (left(region_code, 4)) STORED;--> statement-breakpoint
CREATE INDEX "market_project_listed_city_idx" ON "market_project" USING btree ("city_code","published_at","id") WHERE state in ('published', 'closed', 'completed');--> statement-breakpoint
CREATE INDEX "market_project_publisher_state_idx" ON "market_project" USING btree ("publisher_business_id","state","id");
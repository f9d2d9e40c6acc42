DROP INDEX "shop_service_seller_idx";--> statement-breakpoint
CREATE INDEX "catalogue_product_business_kind_idx" ON "catalogue_product" USING btree ("business_id","state","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "shop_service_seller_idx" ON "shop_service" USING btree ("seller_business_id","state","updated_at","id");
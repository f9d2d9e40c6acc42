DROP INDEX "service_order_buyer_idx";--> statement-breakpoint
DROP INDEX "service_order_buyer_state_idx";--> statement-breakpoint
ALTER TABLE "service_order" ADD COLUMN "seller_business_id" integer;--> statement-breakpoint
ALTER TABLE "service_order" ADD CONSTRAINT "service_order_seller_business_id_business_id_fk" FOREIGN KEY ("seller_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the orders of a company's shop services name their seller, as new ones do when placed.
UPDATE "service_order" AS o SET "seller_business_id" = s."seller_business_id"
FROM "shop_service" AS s
WHERE o."item_kind" = 'shop_service' AND s."id" = o."item_id";--> statement-breakpoint
CREATE INDEX "service_order_seller_idx" ON "service_order" USING btree ("seller_business_id","id");--> statement-breakpoint
CREATE INDEX "service_order_seller_state_idx" ON "service_order" USING btree ("seller_business_id","state","id");--> statement-breakpoint
CREATE INDEX "service_order_buyer_idx" ON "service_order" USING btree ("buyer_member_id","buyer_business_id","id");--> statement-breakpoint
CREATE INDEX "service_order_buyer_state_idx" ON "service_order" USING btree ("buyer_member_id","buyer_business_id","state","id");
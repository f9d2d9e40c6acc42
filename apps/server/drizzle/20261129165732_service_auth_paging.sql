ALTER TABLE "service_order" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: the orders paid so far take the time of their first payment event, as new ones do when paid.
UPDATE "service_order" AS o SET "paid_at" = e."at"
FROM (SELECT DISTINCT ON ("order_id") "order_id", "at" FROM "service_order_event" WHERE "type" = 'payment-succeeded' ORDER BY "order_id", "id") AS e
WHERE e."order_id" = o."id";--> statement-breakpoint
CREATE INDEX "service_order_entitlement_idx" ON "service_order" USING btree ("buyer_business_id",coalesce("paid_at", "created_at"),"id") WHERE "service_order"."item_kind" in ('service_package', 'lesson') and "service_order"."state" in ('paid', 'in_service', 'completed', 'refund_rejected');--> statement-breakpoint
CREATE INDEX "service_order_item_idx" ON "service_order" USING btree ("item_kind","item_id","state");
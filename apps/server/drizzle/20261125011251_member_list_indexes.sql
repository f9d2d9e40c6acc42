CREATE INDEX "service_order_buyer_state_idx" ON "service_order" USING btree ("buyer_member_id","state","id");--> statement-breakpoint
CREATE INDEX "service_order_kind_idx" ON "service_order" USING btree ("item_kind","id");--> statement-breakpoint
CREATE INDEX "service_order_kind_state_idx" ON "service_order" USING btree ("item_kind","state","id");--> statement-breakpoint
CREATE INDEX "service_order_refund_queue_idx" ON "service_order" USING btree ("updated_at") WHERE "service_order"."state" = 'refunding' and "service_order"."refund_approved" = false and "service_order"."item_kind" <> 'shop_service';--> statement-breakpoint
CREATE INDEX "service_order_fulfilment_idx" ON "service_order" USING btree ("item_kind","updated_at") WHERE "service_order"."state" in ('paid', 'in_service');--> statement-breakpoint
CREATE INDEX "inquiry_quotation_supplier_state_idx" ON "inquiry_quotation" USING btree ("supplier_business_id","state","id");--> statement-breakpoint
CREATE INDEX "inquiry_sheet_buyer_state_idx" ON "inquiry_sheet" USING btree ("buyer_business_id","state","id");--> statement-breakpoint
CREATE INDEX "tender_tenderer_state_idx" ON "tender" USING btree ("tenderer_business_id","state","id");
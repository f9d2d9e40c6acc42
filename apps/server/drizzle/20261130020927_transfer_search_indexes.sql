CREATE INDEX "service_order_no_keyword_idx" ON "service_order" USING gin (cidp_bigrams("order_no"));--> statement-breakpoint
CREATE INDEX "bank_transfer_checkout_created_idx" ON "bank_transfer_checkout" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_transfer_checkout_keyword_idx" ON "bank_transfer_checkout" USING gin (cidp_bigrams("reference"));
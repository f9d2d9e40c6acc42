CREATE INDEX "qualification_certificate_holder_idx" ON "qualification_certificate" USING btree ("name","level","state","business_id");--> statement-breakpoint
CREATE INDEX "business_directory_idx" ON "business" USING btree ("certification_state","name","id");--> statement-breakpoint
CREATE INDEX "business_directory_type_idx" ON "business" USING btree ("certification_state","company_type","name","id");--> statement-breakpoint
CREATE INDEX "business_supplier_pool_idx" ON "business" USING btree (("certification_state" <> 'certified'),"id");--> statement-breakpoint
CREATE INDEX "inquiry_sheet_open_idx" ON "inquiry_sheet" USING btree ("mode","state","deadline","id");--> statement-breakpoint
CREATE INDEX "inquiry_sheet_open_category_idx" ON "inquiry_sheet" USING btree ("mode","state","category","deadline","id");--> statement-breakpoint
CREATE INDEX "tender_public_published_idx" ON "tender" USING btree ("mode","published_at","id");
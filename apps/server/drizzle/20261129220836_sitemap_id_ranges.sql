DROP INDEX "tender_sitemap_idx";--> statement-breakpoint
CREATE INDEX "article_category_id_idx" ON "article" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "tender_published_id_idx" ON "tender" USING btree ("mode","id") WHERE published_at is not null;
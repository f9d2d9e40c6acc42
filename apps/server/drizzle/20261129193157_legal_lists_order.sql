DROP INDEX "law_lesson_category_idx";--> statement-breakpoint
CREATE INDEX "service_need_listed_idx" ON "service_need" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "service_need_listed_category_idx" ON "service_need" USING btree ("state","category","submitted_at","id");--> statement-breakpoint
CREATE INDEX "law_lesson_published_idx" ON "law_lesson" USING btree ("published_at","id","price_fen");--> statement-breakpoint
CREATE INDEX "law_lesson_category_idx" ON "law_lesson" USING btree ("category","published_at","id","price_fen");
ALTER TABLE "article" ADD COLUMN "author" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "doc_number" varchar(100);--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "issuing_authority" varchar(100);--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "validity" varchar(16);--> statement-breakpoint
CREATE INDEX "article_validity_published_idx" ON "article" USING btree ("validity","published_at","id") WHERE validity is not null;
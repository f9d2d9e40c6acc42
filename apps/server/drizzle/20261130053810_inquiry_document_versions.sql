ALTER TABLE "inquiry_document" ADD COLUMN "version" smallint;--> statement-breakpoint
ALTER TABLE "inquiry_document" ADD COLUMN "amendment_id" integer;
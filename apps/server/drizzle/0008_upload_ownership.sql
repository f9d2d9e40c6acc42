DROP INDEX "upload_resource_md5_size_idx";--> statement-breakpoint
ALTER TABLE "upload_resource" ADD COLUMN "etag" varchar(128);--> statement-breakpoint
CREATE UNIQUE INDEX "upload_resource_owner_md5_size_idx" ON "upload_resource" USING btree ("created_by","md5","size") WHERE status <> 'failed';
ALTER TABLE "upload_resource" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_resource" ADD COLUMN "staff_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_resource_staff_md5_size_idx" ON "upload_resource" USING btree ("staff_id","md5","size") WHERE status <> 'failed';--> statement-breakpoint
ALTER TABLE "upload_resource" ADD CONSTRAINT "upload_resource_one_owner" CHECK (("upload_resource"."created_by" is null) <> ("upload_resource"."staff_id" is null));
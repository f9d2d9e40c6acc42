-- The hourly sweep of uploads registered and never confirmed (abandoned-uploads.ts) reads only
-- these rows, oldest first.
CREATE INDEX "upload_resource_pending_created_idx" ON "upload_resource" USING btree ("created_at") WHERE status = 'pending';
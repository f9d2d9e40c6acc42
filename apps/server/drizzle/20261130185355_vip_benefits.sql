ALTER TABLE "service_order" ADD COLUMN "list_fen" bigint;--> statement-breakpoint
ALTER TABLE "service_order" ADD COLUMN "discount_note" varchar(60);--> statement-breakpoint
ALTER TABLE "vip_plan" ADD COLUMN "package_discount" smallint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_plan" ADD COLUMN "recommended_in" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE INDEX "vip_grant_started_idx" ON "vip_grant" USING btree ("starts_at","id") WHERE "vip_grant"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "vip_plan" ADD CONSTRAINT "vip_plan_package_discount_check" CHECK ("vip_plan"."package_discount" between 500 and 1000);--> statement-breakpoint
ALTER TABLE "vip_plan" ADD CONSTRAINT "vip_plan_recommended_in_check" CHECK ("vip_plan"."recommended_in" in ('none', 'directory', 'home'));--> statement-breakpoint
-- The plans already on sale promise these on their pages: 法律服务套餐9.5折 / 9折 / 8.5折, 推荐位 (年度) and 首页推荐位 (企业).
UPDATE "vip_plan" SET
  "package_discount" = CASE "code" WHEN 'monthly' THEN 950 WHEN 'yearly' THEN 900 WHEN 'enterprise' THEN 850 ELSE 1000 END,
  "recommended_in" = CASE "code" WHEN 'yearly' THEN 'directory' WHEN 'enterprise' THEN 'home' ELSE 'none' END;

ALTER TABLE "platform_config" ADD COLUMN "official_account_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "app_download_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "customer_service_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "ios_app_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "android_app_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Data folders seeded before these columns: the two demo platforms get the seed's addresses
-- (apps/server/src/modules/cms/seed.ts) and drop the old placeholder QR image, so their footers
-- show drawn QR codes. Rows an operator configured otherwise are left alone.
UPDATE "platform_config" SET "code_img" = '' WHERE "code_img" = '/static/qr-app.svg';--> statement-breakpoint
UPDATE "platform_config" SET
  "official_account_url" = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=cidp-construction-platform',
  "app_download_url" = '/download-h5',
  "customer_service_url" = '/default/comprehensives-ervices/online-customer-service',
  "ios_app_url" = 'https://apps.apple.com/cn/app/cidp-construction-platform/id6450000001',
  "android_app_url" = 'https://a.app.qq.com/o/simple.jsp?pkgname=cn.gov.jl.construction.cidp'
WHERE "ng_code" = 'localhost' AND "app_download_url" = '';--> statement-breakpoint
UPDATE "platform_config" SET
  "official_account_url" = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=changchun-construction-platform',
  "app_download_url" = '/download-jl-h5',
  "customer_service_url" = '/default/comprehensives-ervices/online-customer-service',
  "ios_app_url" = 'https://apps.apple.com/cn/app/changchun-construction-platform/id6450000002',
  "android_app_url" = 'https://a.app.qq.com/o/simple.jsp?pkgname=cn.gov.jl.construction.changchun'
WHERE "ng_code" = '127.0.0.1' AND "app_download_url" = '';

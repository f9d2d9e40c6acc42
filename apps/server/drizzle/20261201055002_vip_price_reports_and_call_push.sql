CREATE TABLE "vip_call_push_cursor" (
	"kind" varchar(8) PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"last_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_price_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"cadence" varchar(10) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_price_report_cadence_check" CHECK ("vip_price_report"."cadence" in ('quarterly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "vip_plan" ADD COLUMN "price_report" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_price_report_period_idx" ON "vip_price_report" USING btree ("cadence","period_start");--> statement-breakpoint
CREATE INDEX "inquiry_sheet_public_published_idx" ON "inquiry_sheet" USING btree ("mode","published_at","id");--> statement-breakpoint
ALTER TABLE "vip_plan" ADD CONSTRAINT "vip_plan_price_report_check" CHECK ("vip_plan"."price_report" in ('none', 'quarterly', 'monthly'));--> statement-breakpoint
-- The plans already on sale give the reports their benefits promise: 年度VIP quarterly, 企业VIP monthly.
UPDATE "vip_plan" SET "price_report" = 'quarterly' WHERE "code" = 'yearly';--> statement-breakpoint
UPDATE "vip_plan" SET "price_report" = 'monthly' WHERE "code" = 'enterprise';

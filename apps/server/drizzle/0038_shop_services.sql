CREATE TABLE "shop_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_business_id" integer NOT NULL,
	"created_by" integer,
	"title" varchar(60) NOT NULL,
	"category" varchar(16) NOT NULL,
	"price_fen" bigint NOT NULL,
	"unit" varchar(8) NOT NULL,
	"delivery_days" integer NOT NULL,
	"service_area" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"after_sales" varchar(500) DEFAULT '' NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_submission" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "shop_service" ADD CONSTRAINT "shop_service_seller_business_id_business_id_fk" FOREIGN KEY ("seller_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_service" ADD CONSTRAINT "shop_service_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_service_seller_idx" ON "shop_service" USING btree ("seller_business_id","state","id");--> statement-breakpoint
CREATE INDEX "shop_service_review_idx" ON "shop_service" USING btree ("updated_at") WHERE "shop_service"."state" = 'reviewing';--> statement-breakpoint
ALTER TABLE "knowledge_submission" ADD CONSTRAINT "knowledge_submission_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_submission_business_idx" ON "knowledge_submission" USING btree ("business_id","id");
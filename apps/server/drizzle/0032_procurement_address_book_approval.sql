CREATE TABLE "delivery_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"detail" varchar(120) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurement_setting" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD COLUMN "delivery_address_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD COLUMN "approval_note" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_address" ADD CONSTRAINT "delivery_address_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_address" ADD CONSTRAINT "delivery_address_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_setting" ADD CONSTRAINT "procurement_setting_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_address_business_idx" ON "delivery_address" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_address_default_idx" ON "delivery_address" USING btree ("business_id") WHERE "delivery_address"."is_default";--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD CONSTRAINT "inquiry_sheet_delivery_address_id_delivery_address_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD CONSTRAINT "inquiry_sheet_submitted_by_member_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;
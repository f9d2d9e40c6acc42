CREATE TABLE "inquiry_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"event_key" varchar(80) NOT NULL,
	"type" varchar(30) NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_business_id" integer,
	"actor_member_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"supplier_business_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'invited' NOT NULL,
	"decline_reason" varchar(200) DEFAULT '' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inquiry_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"control_price_fen" bigint,
	"info_price_fen" bigint
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotation" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"supplier_business_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending_response' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"decline_reason" varchar(200) DEFAULT '' NOT NULL,
	"sealed_for_buyer" text,
	"sealed_for_author" text,
	"sealed_rounds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_sheet" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_no" varchar(24) NOT NULL,
	"buyer_business_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"project_name" varchar(100) DEFAULT '' NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"category" varchar(12) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"validity_days" smallint DEFAULT 30 NOT NULL,
	"delivery_date" varchar(10) DEFAULT '' NOT NULL,
	"delivery_address" varchar(300) DEFAULT '' NOT NULL,
	"payment_terms" varchar(60) DEFAULT '' NOT NULL,
	"invoice_requirement" varchar(30) DEFAULT '' NOT NULL,
	"tax_included" boolean DEFAULT true NOT NULL,
	"freight_included" boolean DEFAULT true NOT NULL,
	"partial_allowed" boolean DEFAULT false NOT NULL,
	"no_raise" boolean DEFAULT true NOT NULL,
	"round_cap" smallint DEFAULT 3 NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" varchar(30) DEFAULT '' NOT NULL,
	"contact_phone" varchar(20) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"quotations" integer DEFAULT 0 NOT NULL,
	"public_key" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"opened_rounds" smallint DEFAULT 0 NOT NULL,
	"awarded_business_id" integer,
	"closing_reason" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_sheet_sheet_no_unique" UNIQUE("sheet_no")
);
--> statement-breakpoint
CREATE TABLE "procurement_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"sheet_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_event" ADD CONSTRAINT "inquiry_event_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_invitation" ADD CONSTRAINT "inquiry_invitation_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_invitation" ADD CONSTRAINT "inquiry_invitation_supplier_business_id_business_id_fk" FOREIGN KEY ("supplier_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_line" ADD CONSTRAINT "inquiry_line_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotation" ADD CONSTRAINT "inquiry_quotation_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotation" ADD CONSTRAINT "inquiry_quotation_supplier_business_id_business_id_fk" FOREIGN KEY ("supplier_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotation" ADD CONSTRAINT "inquiry_quotation_submitted_by_member_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD CONSTRAINT "inquiry_sheet_buyer_business_id_business_id_fk" FOREIGN KEY ("buyer_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD CONSTRAINT "inquiry_sheet_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_sheet" ADD CONSTRAINT "inquiry_sheet_awarded_business_id_business_id_fk" FOREIGN KEY ("awarded_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_job" ADD CONSTRAINT "procurement_job_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_event_key_idx" ON "inquiry_event" USING btree ("sheet_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_invitation_supplier_idx" ON "inquiry_invitation" USING btree ("sheet_id","supplier_business_id");--> statement-breakpoint
CREATE INDEX "inquiry_invitation_supplier_list_idx" ON "inquiry_invitation" USING btree ("supplier_business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_line_no_idx" ON "inquiry_line" USING btree ("sheet_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_quotation_supplier_idx" ON "inquiry_quotation" USING btree ("sheet_id","supplier_business_id");--> statement-breakpoint
CREATE INDEX "inquiry_quotation_supplier_list_idx" ON "inquiry_quotation" USING btree ("supplier_business_id","id");--> statement-breakpoint
CREATE INDEX "inquiry_sheet_buyer_idx" ON "inquiry_sheet" USING btree ("buyer_business_id","id");--> statement-breakpoint
CREATE INDEX "inquiry_sheet_public_idx" ON "inquiry_sheet" USING btree ("state","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_job_once_idx" ON "procurement_job" USING btree ("kind","sheet_id","round");--> statement-breakpoint
CREATE INDEX "procurement_job_due_idx" ON "procurement_job" USING btree ("run_at") WHERE "procurement_job"."done_at" is null;
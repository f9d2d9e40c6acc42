CREATE TABLE "finance_application_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_state" varchar(12) NOT NULL,
	"to_state" varchar(12) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" varchar(24) NOT NULL,
	"business_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"consent_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"term_months" integer NOT NULL,
	"purpose" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'submitted' NOT NULL,
	"bank_answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_application_application_no_unique" UNIQUE("application_no")
);
--> statement-breakpoint
CREATE TABLE "finance_consent" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" varchar(20) NOT NULL,
	"bank_name" varchar(40) NOT NULL,
	"text_version" varchar(20) NOT NULL,
	"text" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
CREATE TABLE "finance_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(60) NOT NULL,
	"bank_code" varchar(20) NOT NULL,
	"bank_name" varchar(40) NOT NULL,
	"rate_min_bp" integer NOT NULL,
	"rate_max_bp" integer NOT NULL,
	"limit_min_fen" bigint NOT NULL,
	"limit_max_fen" bigint NOT NULL,
	"term_min_months" integer NOT NULL,
	"term_max_months" integer NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	CONSTRAINT "finance_product_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "labor_listing" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"member_id" integer,
	"kind" varchar(8) NOT NULL,
	"trade" varchar(10) NOT NULL,
	"title" varchar(50) NOT NULL,
	"headcount" integer NOT NULL,
	"real_name_count" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"pay_min_fen" integer NOT NULL,
	"pay_max_fen" integer NOT NULL,
	"description" text NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"state" varchar(10) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_project" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_business_id" integer NOT NULL,
	"publisher_member_id" integer,
	"title" varchar(60) NOT NULL,
	"category" varchar(30) NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"budget_min_fen" bigint NOT NULL,
	"budget_max_fen" bigint NOT NULL,
	"required_grade" varchar(8) DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"scope" text NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_alert_subscription" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"member_id" integer,
	"contact_name" varchar(20) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" varchar(12) DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_application_event" ADD CONSTRAINT "finance_application_event_application_id_finance_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."finance_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_application" ADD CONSTRAINT "finance_application_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_application" ADD CONSTRAINT "finance_application_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_application" ADD CONSTRAINT "finance_application_product_id_finance_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."finance_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_application" ADD CONSTRAINT "finance_application_consent_id_finance_consent_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."finance_consent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_consent" ADD CONSTRAINT "finance_consent_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_consent" ADD CONSTRAINT "finance_consent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_listing" ADD CONSTRAINT "labor_listing_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_listing" ADD CONSTRAINT "labor_listing_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_project" ADD CONSTRAINT "market_project_publisher_business_id_business_id_fk" FOREIGN KEY ("publisher_business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_project" ADD CONSTRAINT "market_project_publisher_member_id_member_id_fk" FOREIGN KEY ("publisher_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_alert_subscription" ADD CONSTRAINT "project_alert_subscription_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_alert_subscription" ADD CONSTRAINT "project_alert_subscription_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_registration" ADD CONSTRAINT "project_registration_project_id_market_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."market_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_registration" ADD CONSTRAINT "project_registration_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_registration" ADD CONSTRAINT "project_registration_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_application_business_idx" ON "finance_application" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "finance_application_state_idx" ON "finance_application" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "finance_consent_business_bank_idx" ON "finance_consent" USING btree ("business_id","bank_code","id");--> statement-breakpoint
CREATE INDEX "labor_listing_public_idx" ON "labor_listing" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "labor_listing_business_idx" ON "labor_listing" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "market_project_public_idx" ON "market_project" USING btree ("state","published_at","id");--> statement-breakpoint
CREATE INDEX "market_project_publisher_idx" ON "market_project" USING btree ("publisher_business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_registration_once_idx" ON "project_registration" USING btree ("project_id","business_id");--> statement-breakpoint
CREATE INDEX "project_registration_business_idx" ON "project_registration" USING btree ("business_id","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): project needs join the search index
-- the way the other sources do (migration 0022), queued in the writer's own transaction.
CREATE TRIGGER "market_project_search_insert" AFTER INSERT ON "market_project" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('project', 'id');--> statement-breakpoint
CREATE TRIGGER "market_project_search_update" AFTER UPDATE ON "market_project" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('project', 'id');--> statement-breakpoint
CREATE TRIGGER "market_project_search_delete" AFTER DELETE ON "market_project" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('project', 'id');

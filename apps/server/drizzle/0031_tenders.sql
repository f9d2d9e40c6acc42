CREATE TABLE "tender_acknowledgement" (
	"id" serial PRIMARY KEY NOT NULL,
	"clarification_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_bidder" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'registered' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deposit_held" boolean DEFAULT false NOT NULL,
	"reject_reason" varchar(300) DEFAULT '' NOT NULL,
	"qualification_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_state" varchar(12) DEFAULT 'unpaid' NOT NULL,
	"deposit_method" varchar(10) DEFAULT '' NOT NULL,
	"deposit_reference" varchar(80) DEFAULT '' NOT NULL,
	"sealed_for_tenderer" text,
	"sealed_for_author" text,
	"upload_ip" varchar(64) DEFAULT '' NOT NULL,
	"device_id" varchar(80) DEFAULT '' NOT NULL,
	"opened_price_fen" bigint,
	"opened_lines" jsonb,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_clarification" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"content" text NOT NULL,
	"substantive" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"event_key" varchar(80) NOT NULL,
	"type" varchar(30) NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_business_id" integer,
	"actor_member_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"tender_id" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_score" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"evaluator_member_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"criterion_key" varchar(20) NOT NULL,
	"hundredths" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_no" varchar(24) NOT NULL,
	"tenderer_business_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"project_name" varchar(100) DEFAULT '' NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"mode" varchar(8) NOT NULL,
	"sections" jsonb NOT NULL,
	"estimate_fen" bigint NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_fen" bigint DEFAULT 0 NOT NULL,
	"method" varchar(16) NOT NULL,
	"scoring_sheet" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_end" timestamp with time zone NOT NULL,
	"bid_deadline" timestamp with time zone NOT NULL,
	"contact_name" varchar(30) DEFAULT '' NOT NULL,
	"contact_phone" varchar(20) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"public_key" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"opened_at" timestamp with time zone,
	"collusion_alerts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publicity_start" timestamp with time zone,
	"publicity_end" timestamp with time zone,
	"objection_contact" varchar(200) DEFAULT '' NOT NULL,
	"winner_business_id" integer,
	"fail_reason" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_tender_no_unique" UNIQUE("tender_no")
);
--> statement-breakpoint
ALTER TABLE "tender_acknowledgement" ADD CONSTRAINT "tender_acknowledgement_clarification_id_tender_clarification_id_fk" FOREIGN KEY ("clarification_id") REFERENCES "public"."tender_clarification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_acknowledgement" ADD CONSTRAINT "tender_acknowledgement_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bidder" ADD CONSTRAINT "tender_bidder_tender_id_tender_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tender"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bidder" ADD CONSTRAINT "tender_bidder_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bidder" ADD CONSTRAINT "tender_bidder_submitted_by_member_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_clarification" ADD CONSTRAINT "tender_clarification_tender_id_tender_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tender"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_event" ADD CONSTRAINT "tender_event_tender_id_tender_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tender"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_job" ADD CONSTRAINT "tender_job_tender_id_tender_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tender"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_score" ADD CONSTRAINT "tender_score_tender_id_tender_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tender"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_score" ADD CONSTRAINT "tender_score_evaluator_member_id_member_id_fk" FOREIGN KEY ("evaluator_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_score" ADD CONSTRAINT "tender_score_bidder_id_tender_bidder_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."tender_bidder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender" ADD CONSTRAINT "tender_tenderer_business_id_business_id_fk" FOREIGN KEY ("tenderer_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender" ADD CONSTRAINT "tender_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender" ADD CONSTRAINT "tender_winner_business_id_business_id_fk" FOREIGN KEY ("winner_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_acknowledgement_once_idx" ON "tender_acknowledgement" USING btree ("clarification_id","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_bidder_once_idx" ON "tender_bidder" USING btree ("tender_id","business_id");--> statement-breakpoint
CREATE INDEX "tender_bidder_business_idx" ON "tender_bidder" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_event_key_idx" ON "tender_event" USING btree ("tender_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_job_once_idx" ON "tender_job" USING btree ("kind","tender_id");--> statement-breakpoint
CREATE INDEX "tender_job_due_idx" ON "tender_job" USING btree ("run_at") WHERE "tender_job"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_score_once_idx" ON "tender_score" USING btree ("tender_id","evaluator_member_id","bidder_id","criterion_key");--> statement-breakpoint
CREATE INDEX "tender_tenderer_idx" ON "tender" USING btree ("tenderer_business_id","id");--> statement-breakpoint
CREATE INDEX "tender_public_idx" ON "tender" USING btree ("state","bid_deadline");--> statement-breakpoint
CREATE INDEX "tender_sitemap_idx" ON "tender" USING btree ("mode","updated_at","id");--> statement-breakpoint
-- Tender notices join the global search: every change queues the tender for the indexer (see 0022).
CREATE TRIGGER "tender_search_insert" AFTER INSERT ON "tender" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('tender', 'id');--> statement-breakpoint
CREATE TRIGGER "tender_search_update" AFTER UPDATE ON "tender" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('tender', 'id');--> statement-breakpoint
CREATE TRIGGER "tender_search_delete" AFTER DELETE ON "tender" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_queue('tender', 'id');

CREATE TABLE "vip_contract_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"contract_name" varchar(60) NOT NULL,
	"contract_type" varchar(20) NOT NULL,
	"counterparty" varchar(60) NOT NULL,
	"amount_yuan" bigint,
	"focus" varchar(500) NOT NULL,
	"file_ids" jsonb NOT NULL,
	"state" varchar(10) DEFAULT 'submitted' NOT NULL,
	"reviewer_id" integer,
	"reviewer_name" varchar(50),
	"opinion" varchar(5000),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "vip_contract_review_state_check" CHECK ("vip_contract_review"."state" in ('submitted', 'reviewing', 'done', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "vip_training_allowance" (
	"grant_id" integer PRIMARY KEY NOT NULL,
	"seats" smallint NOT NULL,
	"used" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_training_allowance_used_check" CHECK ("vip_training_allowance"."used" between 0 and "vip_training_allowance"."seats")
);
--> statement-breakpoint
CREATE TABLE "vip_training_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"attendee_name" varchar(15) NOT NULL,
	"attendee_mobile" varchar(11) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_training_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"city" varchar(20) NOT NULL,
	"venue" varchar(120) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"speaker" varchar(60) NOT NULL,
	"summary" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_training_session_title_unique" UNIQUE("title"),
	CONSTRAINT "vip_training_session_kind_check" CHECK ("vip_training_session"."kind" in ('training', 'policy')),
	CONSTRAINT "vip_training_session_taken_check" CHECK ("vip_training_session"."taken" between 0 and "vip_training_session"."capacity")
);
--> statement-breakpoint
ALTER TABLE "vip_plan" ADD COLUMN "contract_reviews" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_contract_review" ADD CONSTRAINT "vip_contract_review_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_contract_review" ADD CONSTRAINT "vip_contract_review_grant_id_vip_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."vip_grant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_contract_review" ADD CONSTRAINT "vip_contract_review_submitted_by_member_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_training_allowance" ADD CONSTRAINT "vip_training_allowance_grant_id_vip_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."vip_grant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_training_registration" ADD CONSTRAINT "vip_training_registration_session_id_vip_training_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."vip_training_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_training_registration" ADD CONSTRAINT "vip_training_registration_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_training_registration" ADD CONSTRAINT "vip_training_registration_grant_id_vip_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."vip_grant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_contract_review_business_idx" ON "vip_contract_review" USING btree ("business_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vip_contract_review_grant_idx" ON "vip_contract_review" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "vip_contract_review_state_idx" ON "vip_contract_review" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_training_registration_attendee_idx" ON "vip_training_registration" USING btree ("session_id","attendee_mobile") WHERE "vip_training_registration"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "vip_training_registration_business_idx" ON "vip_training_registration" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "vip_training_session_start_idx" ON "vip_training_session" USING btree ("starts_at","id");--> statement-breakpoint
ALTER TABLE "vip_plan" ADD CONSTRAINT "vip_plan_contract_reviews_check" CHECK ("vip_plan"."contract_reviews" between 0 and 24);--> statement-breakpoint
-- The plans already on sale: 企业VIP's periods each include 2 free contract reviews, as its page promises (seed.ts).
UPDATE "vip_plan" SET "contract_reviews" = 2 WHERE "code" = 'enterprise';

CREATE TABLE "corporate_certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_representative" varchar(50) NOT NULL,
	"license_resource_id" integer NOT NULL,
	"authorization_resource_id" integer NOT NULL,
	"bank_name" varchar(50) NOT NULL,
	"account_cipher" text NOT NULL,
	"account_last4" varchar(4) NOT NULL,
	"deposit_reference" varchar(40) NOT NULL,
	"deposit_amount_cents" integer NOT NULL,
	"deposit_attempts" integer DEFAULT 0 NOT NULL,
	"deposit_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposit_confirmed_at" timestamp with time zone,
	"state" varchar(16) DEFAULT 'awaiting_deposit' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
CREATE TABLE "personal_certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"real_name" varchar(50) NOT NULL,
	"id_number_cipher" text NOT NULL,
	"id_number_masked" varchar(18) NOT NULL,
	"front_resource_id" integer NOT NULL,
	"back_resource_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
CREATE TABLE "qualification_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"level" varchar(20) NOT NULL,
	"certificate_no" varchar(50) NOT NULL,
	"issuing_authority" varchar(100) NOT NULL,
	"valid_until" date NOT NULL,
	"resource_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"action" varchar(40) NOT NULL,
	"subject_kind" varchar(32),
	"subject_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"stage" varchar(16) NOT NULL,
	"pending_secret_cipher" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"display_name" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret_cipher" text,
	"totp_last_step" integer,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "corporate_certification" ADD CONSTRAINT "corporate_certification_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_certification" ADD CONSTRAINT "personal_certification_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_certificate" ADD CONSTRAINT "qualification_certificate_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_certification_business_idx" ON "corporate_certification" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "corporate_certification_queue_idx" ON "corporate_certification" USING btree ("submitted_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "personal_certification_member_idx" ON "personal_certification" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "personal_certification_queue_idx" ON "personal_certification" USING btree ("submitted_at") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_certificate_no_idx" ON "qualification_certificate" USING btree ("business_id","certificate_no");--> statement-breakpoint
CREATE INDEX "qualification_certificate_queue_idx" ON "qualification_certificate" USING btree ("submitted_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "operator_audit_time_idx" ON "operator_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operator_session_operator_idx" ON "operator_session" USING btree ("operator_id");
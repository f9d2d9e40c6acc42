CREATE TABLE "captcha_challenge" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone,
	"proof_hash" varchar(64),
	"proof_expires_at" timestamp with time zone,
	"proof_used_at" timestamp with time zone,
	CONSTRAINT "captcha_challenge_proof_hash_unique" UNIQUE("proof_hash")
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_consent" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"phone" varchar(11) NOT NULL,
	"user_agreement_version" varchar(32) NOT NULL,
	"privacy_policy_version" varchar(32) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64),
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration_consent" ADD CONSTRAINT "registration_consent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenge_expires_at_idx" ON "captcha_challenge" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_attempt_phone_created_idx" ON "login_attempt" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_code_phone_created_idx" ON "sms_code" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_code_ip_created_idx" ON "sms_code" USING btree ("ip","created_at");
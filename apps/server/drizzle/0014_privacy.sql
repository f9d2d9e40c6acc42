CREATE TABLE "account_deletion" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_consent" (
	"member_id" integer NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"granted" boolean NOT NULL,
	"version" varchar(32) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consent_member_id_purpose_pk" PRIMARY KEY("member_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "account_deletion" ADD CONSTRAINT "account_deletion_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consent" ADD CONSTRAINT "privacy_consent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;
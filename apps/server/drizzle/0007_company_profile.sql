CREATE TABLE "company_profile" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"industry" varchar(50) DEFAULT '' NOT NULL,
	"labels" varchar(200) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"registered_capital_wan" integer,
	"founded_on" date,
	"introduction" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;
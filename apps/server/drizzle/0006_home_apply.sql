CREATE TABLE "home_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"amount" numeric(12, 2),
	"purpose" text,
	"project_name" varchar(100),
	"region" varchar(6),
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "home_application_kind_created_idx" ON "home_application" USING btree ("kind","created_at");
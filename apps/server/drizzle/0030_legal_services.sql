CREATE TABLE "lawyer" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"license_no" varchar(17) NOT NULL,
	"practice_since" smallint NOT NULL,
	"specialties" text[] NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"case_count" integer DEFAULT 0 NOT NULL,
	"rating_tenths" smallint DEFAULT 50 NOT NULL,
	"fee_note" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "lawyer_license_no_unique" UNIQUE("license_no")
);
--> statement-breakpoint
CREATE TABLE "service_need" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"category" varchar(30) NOT NULL,
	"description" text NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"budget_yuan" integer,
	"contact_name" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"reject_reason" text,
	"seed_key" varchar(40),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "service_need_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "lawyer" ADD CONSTRAINT "lawyer_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer" ADD CONSTRAINT "lawyer_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lawyer_region_idx" ON "lawyer" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "lawyer_specialties_idx" ON "lawyer" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "service_need_public_idx" ON "service_need" USING btree ("state","category","status","id");--> statement-breakpoint
CREATE INDEX "service_need_queue_idx" ON "service_need" USING btree ("submitted_at") WHERE state = 'pending';
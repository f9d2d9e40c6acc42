CREATE TABLE "business_join_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"message" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"invitation_id" integer
);
--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "legal_representative" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_join_request" ADD CONSTRAINT "business_join_request_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_join_request" ADD CONSTRAINT "business_join_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_join_request" ADD CONSTRAINT "business_join_request_answered_by_member_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_join_request" ADD CONSTRAINT "business_join_request_invitation_id_business_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."business_invitation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_join_request_open_idx" ON "business_join_request" USING btree ("business_id","member_id") WHERE "business_join_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_join_request_business_idx" ON "business_join_request" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE INDEX "business_join_request_member_idx" ON "business_join_request" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "business_created_idx" ON "business" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "business_certification_created_idx" ON "business" USING btree ("certification_state","created_at","id");
CREATE TABLE "knowledge_submission" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"business_name" varchar(100) DEFAULT '' NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"article_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
ALTER TABLE "knowledge_submission" ADD CONSTRAINT "knowledge_submission_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_submission_member_idx" ON "knowledge_submission" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "knowledge_submission_queue_idx" ON "knowledge_submission" USING btree ("submitted_at") WHERE state = 'pending';
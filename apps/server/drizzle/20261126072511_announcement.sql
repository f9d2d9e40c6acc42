CREATE TABLE "announcement" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(50) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reject_reason" varchar(400) DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"last_member_id" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
CREATE INDEX "announcement_state_idx" ON "announcement" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_announcement_member_idx" ON "notice" USING btree ("announcement_id","member_id") WHERE "notice"."announcement_id" is not null;
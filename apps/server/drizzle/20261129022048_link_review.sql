-- Links off the platform wait for 内容审核: a banner, 友情链接 or top-line change that would publish an
-- https:// address for the first time is held here until a reviewer other than its editor approves it.
CREATE TABLE "link_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target_id" integer,
	"title" varchar(200) NOT NULL,
	"off_site_links" jsonb NOT NULL,
	"change" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_ip" varchar(64) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" varchar(400) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "link_review_pending_idx" ON "link_review" USING btree ("submitted_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "link_review_kind_idx" ON "link_review" USING btree ("kind","submitted_at");
CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"key" varchar(200) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"leased_by" varchar(60),
	"lease_expires_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_kind_key_idx" ON "job" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at") WHERE "job"."state" = 'pending';--> statement-breakpoint
-- The deadlines still to come move to the one job queue (platform/jobs) before their old tables go:
-- a deployed database loses no scheduled round deadline, reminder, award lapse or tender opening.
INSERT INTO "job" ("kind", "key", "payload", "run_at", "attempts", "last_error")
SELECT 'procurement.' || "kind", "sheet_id" || ':' || "round", jsonb_build_object('sheetId', "sheet_id", 'round', "round"), "run_at", "attempts", "last_error"
FROM "procurement_job" WHERE "done_at" IS NULL;--> statement-breakpoint
INSERT INTO "job" ("kind", "key", "payload", "run_at", "attempts", "last_error")
SELECT 'tender.' || "kind", "tender_id"::text, jsonb_build_object('tenderId', "tender_id"), "run_at", "attempts", "last_error"
FROM "tender_job" WHERE "done_at" IS NULL;--> statement-breakpoint
DROP TABLE "procurement_job" CASCADE;--> statement-breakpoint
DROP TABLE "tender_job" CASCADE;

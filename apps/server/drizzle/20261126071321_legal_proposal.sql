CREATE TABLE "legal_proposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"version" varchar(32) NOT NULL,
	"title" varchar(50) NOT NULL,
	"sections" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" varchar(400) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_proposal_waiting_version" ON "legal_proposal" USING btree ("key","version") WHERE "legal_proposal"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "legal_proposal_state" ON "legal_proposal" USING btree ("state","proposed_at");
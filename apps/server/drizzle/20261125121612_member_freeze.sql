ALTER TABLE "member" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "frozen_reason" varchar(200);
ALTER TABLE "session" ADD COLUMN "user_agent" varchar(512);--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "ip_address" varchar(45);
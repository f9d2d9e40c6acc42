ALTER TABLE "inquiry_event" ADD COLUMN "actor_name" varchar(50);--> statement-breakpoint
ALTER TABLE "inquiry_event" ADD COLUMN "actor_role" varchar(200);--> statement-breakpoint
ALTER TABLE "tender_event" ADD COLUMN "actor_name" varchar(50);--> statement-breakpoint
ALTER TABLE "tender_event" ADD COLUMN "actor_role" varchar(200);
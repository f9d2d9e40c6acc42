CREATE TABLE "inquiry_amendment" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"reason" text NOT NULL,
	"changes" jsonb NOT NULL,
	"substantive" boolean NOT NULL,
	"deadline_before" timestamp with time zone NOT NULL,
	"deadline_after" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_quotation" ADD COLUMN "reconfirm_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "procurement_setting" ADD COLUMN "change_notice_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_amendment" ADD CONSTRAINT "inquiry_amendment_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_amendment" ADD CONSTRAINT "inquiry_amendment_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_amendment_sheet_idx" ON "inquiry_amendment" USING btree ("sheet_id","id");
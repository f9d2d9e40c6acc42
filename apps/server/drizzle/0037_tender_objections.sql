CREATE TABLE "tender_objection" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"filed_by" integer NOT NULL,
	"content" text NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tender_objection" ADD CONSTRAINT "tender_objection_tender_id_tender_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tender"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_objection" ADD CONSTRAINT "tender_objection_bidder_id_tender_bidder_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."tender_bidder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_objection" ADD CONSTRAINT "tender_objection_filed_by_member_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_objection" ADD CONSTRAINT "tender_objection_answered_by_member_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_objection_tender_idx" ON "tender_objection" USING btree ("tender_id","id");--> statement-breakpoint
CREATE INDEX "tender_objection_bidder_idx" ON "tender_objection" USING btree ("bidder_id");
CREATE TABLE "tender_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"clarification_id" integer,
	"version" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"attached_by" integer NOT NULL,
	"attached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_document" ADD CONSTRAINT "tender_document_tender_id_tender_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tender"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_document" ADD CONSTRAINT "tender_document_clarification_id_tender_clarification_id_fk" FOREIGN KEY ("clarification_id") REFERENCES "public"."tender_clarification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_document" ADD CONSTRAINT "tender_document_resource_id_upload_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."upload_resource"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_document" ADD CONSTRAINT "tender_document_attached_by_member_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_document_tender_idx" ON "tender_document" USING btree ("tender_id","version","id");
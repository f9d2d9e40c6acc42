CREATE TABLE "inquiry_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"quotation_id" integer,
	"round" smallint DEFAULT 0 NOT NULL,
	"resource_id" integer NOT NULL,
	"attached_by" integer NOT NULL,
	"attached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_document" ADD CONSTRAINT "inquiry_document_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_document" ADD CONSTRAINT "inquiry_document_quotation_id_inquiry_quotation_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."inquiry_quotation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_document" ADD CONSTRAINT "inquiry_document_resource_id_upload_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."upload_resource"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_document" ADD CONSTRAINT "inquiry_document_attached_by_member_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_document_sheet_idx" ON "inquiry_document" USING btree ("sheet_id","quotation_id","round");
CREATE TABLE "tender_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"bidder_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"resource_id" integer NOT NULL,
	"upload_ip" varchar(64) DEFAULT '' NOT NULL,
	"device_id" varchar(80) DEFAULT '' NOT NULL,
	"attached_by" integer NOT NULL,
	"attached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_attachment" ADD CONSTRAINT "tender_attachment_bidder_id_tender_bidder_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."tender_bidder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_attachment" ADD CONSTRAINT "tender_attachment_resource_id_upload_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."upload_resource"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_attachment" ADD CONSTRAINT "tender_attachment_attached_by_member_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_attachment_bidder_idx" ON "tender_attachment" USING btree ("bidder_id","kind");--> statement-breakpoint
ALTER TABLE "tender_bidder" DROP COLUMN "qualification_file_ids";
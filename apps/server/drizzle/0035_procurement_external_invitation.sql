CREATE TABLE "inquiry_external_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"phone" varchar(11),
	"credit_code" varchar(18),
	"invited_by" integer NOT NULL,
	"supplier_business_id" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inquiry_external_invitation" ADD CONSTRAINT "inquiry_external_invitation_sheet_id_inquiry_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."inquiry_sheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_external_invitation" ADD CONSTRAINT "inquiry_external_invitation_invited_by_member_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_external_invitation" ADD CONSTRAINT "inquiry_external_invitation_supplier_business_id_business_id_fk" FOREIGN KEY ("supplier_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_external_invitation_phone_idx" ON "inquiry_external_invitation" USING btree ("sheet_id","phone") WHERE "inquiry_external_invitation"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_external_invitation_code_idx" ON "inquiry_external_invitation" USING btree ("sheet_id","credit_code") WHERE "inquiry_external_invitation"."credit_code" is not null;--> statement-breakpoint
CREATE INDEX "inquiry_external_invitation_pending_phone_idx" ON "inquiry_external_invitation" USING btree ("phone") WHERE "inquiry_external_invitation"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_external_invitation_pending_code_idx" ON "inquiry_external_invitation" USING btree ("credit_code") WHERE "inquiry_external_invitation"."claimed_at" is null;
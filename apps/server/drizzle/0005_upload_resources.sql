CREATE TABLE "attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_type" varchar(64) NOT NULL,
	"business_id" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_ext" varchar(32) NOT NULL,
	"file_size" bigint NOT NULL,
	"create_user_name" varchar(50) NOT NULL,
	"publish_user_name" varchar(50) DEFAULT '' NOT NULL,
	"modify_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"md5" varchar(32) NOT NULL,
	"size" bigint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"ext_name" varchar(32) NOT NULL,
	"object_key" varchar(512) NOT NULL,
	"bucket" varchar(63) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "upload_resource_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_resource_id_upload_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."upload_resource"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_business_idx" ON "attachment" USING btree ("company_id","business_type","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_resource_md5_size_idx" ON "upload_resource" USING btree ("md5","size");
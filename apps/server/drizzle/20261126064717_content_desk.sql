CREATE TABLE "content_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"doc_number" varchar(100) DEFAULT '' NOT NULL,
	"issuing_authority" varchar(100) DEFAULT '' NOT NULL,
	"effective_date" date,
	"validity" varchar(16) DEFAULT '' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"article_id" integer,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reject_reason" varchar(400) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entry_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_picture" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_key" text NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"byte_size" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_picture_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
ALTER TABLE "content_entry" ADD CONSTRAINT "content_entry_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entry_version" ADD CONSTRAINT "content_entry_version_entry_id_content_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entry_updated_idx" ON "content_entry" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "content_entry_state_idx" ON "content_entry" USING btree ("state","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entry_article_idx" ON "content_entry" USING btree ("article_id") WHERE article_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entry_version_idx" ON "content_entry_version" USING btree ("entry_id","version");
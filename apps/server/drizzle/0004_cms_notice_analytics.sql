CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"data_source" varchar(64) NOT NULL,
	"action" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"real_name" varchar(50),
	"from_url" text,
	"to_url" text,
	"resolution" varchar(32),
	"stay_duration" integer,
	"tenant_id" varchar(32),
	"tenant_name" varchar(100),
	"user_id" varchar(32),
	"view_option_content" text,
	"view_option_name" varchar(200),
	"other" jsonb,
	"platform_code" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "ability" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ability_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"cover_img" text DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(8) NOT NULL,
	"title" varchar(100) NOT NULL,
	"img_url" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"parent_id" integer,
	"dict_key" text DEFAULT '' NOT NULL,
	"dict_value" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "front_popup" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "home_district" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(64) NOT NULL,
	"sub_title" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "home_district_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nav_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_code" varchar(64) NOT NULL,
	"parent_id" integer,
	"article_title" varchar(100) NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(50) NOT NULL,
	"price_fen" integer NOT NULL,
	"period" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"features" jsonb NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_package_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "supervise_figure" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"region_name" varchar(50) NOT NULL,
	"title" varchar(100) NOT NULL,
	"figures" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "center_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_notice_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"notice_type" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"switch_type" integer DEFAULT 0 NOT NULL,
	"jump_type" integer DEFAULT 0 NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"opt_id" integer DEFAULT -1 NOT NULL,
	"page_source" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_event_created_idx" ON "analytics_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_event_action_idx" ON "analytics_event" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "article_category_published_idx" ON "article" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "content_item_code_idx" ON "content_item" USING btree ("code","sort");--> statement-breakpoint
CREATE INDEX "dict_entry_code_idx" ON "dict_entry" USING btree ("code","parent_id","sort");--> statement-breakpoint
CREATE INDEX "nav_item_menu_idx" ON "nav_item" USING btree ("menu_code","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "supervise_type_region_idx" ON "supervise_figure" USING btree ("type","region_code");--> statement-breakpoint
CREATE INDEX "notice_member_type_idx" ON "notice" USING btree ("member_id","notice_type","created_at");
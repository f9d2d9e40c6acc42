CREATE TABLE "platform_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_code" varchar(64) NOT NULL,
	"ng_code" varchar(255) NOT NULL,
	"base_title" varchar(100) NOT NULL,
	"sub_title" varchar(200) DEFAULT '' NOT NULL,
	"logo_img" text DEFAULT '' NOT NULL,
	"code_img" text DEFAULT '' NOT NULL,
	"data_source" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_config_ng_code_unique" UNIQUE("ng_code")
);

CREATE TABLE "platform_config_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_config_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "hotline" varchar(20) DEFAULT '400-800-0431' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "service_hours" varchar(50) DEFAULT '9:30-18:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config_version" ADD CONSTRAINT "platform_config_version_platform_config_id_platform_config_id_fk" FOREIGN KEY ("platform_config_id") REFERENCES "public"."platform_config"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_config_version_idx" ON "platform_config_version" USING btree ("platform_config_id","id");
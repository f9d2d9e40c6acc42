CREATE TABLE "platform_host" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_config_id" integer NOT NULL,
	"host" varchar(253) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "icp_number" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "public_security_number" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "operating_company" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "footer_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_host" ADD CONSTRAINT "platform_host_platform_config_id_platform_config_id_fk" FOREIGN KEY ("platform_config_id") REFERENCES "public"."platform_config"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_host_host_idx" ON "platform_host" USING btree ("host");--> statement-breakpoint
CREATE INDEX "platform_host_platform_idx" ON "platform_host" USING btree ("platform_config_id","sort");--> statement-breakpoint
ALTER TABLE "platform_config" ADD CONSTRAINT "platform_config_platform_code_unique" UNIQUE("platform_code");--> statement-breakpoint
-- Each platform keeps answering to the host it was matched by until now (its ngCode, lower-cased as hosts are kept).
INSERT INTO "platform_host" ("platform_config_id", "host", "sort") SELECT "id", lower("ng_code"), 0 FROM "platform_config" ON CONFLICT ("host") DO NOTHING;
--> statement-breakpoint
-- A host change picks the platform of a request: wake every portal instance at once, as the configuration's own changes do (0046).
CREATE TRIGGER platform_host_content_changed AFTER INSERT OR UPDATE OR DELETE ON "platform_host" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();

CREATE TABLE "party_module" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_module_code_unique" UNIQUE("code"),
	CONSTRAINT "party_module_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "module_code" varchar(32);--> statement-breakpoint
ALTER TABLE "content_entry" ADD COLUMN "module_code" varchar(32);--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_module_code_party_module_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."party_module"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entry" ADD CONSTRAINT "content_entry_module_code_party_module_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."party_module"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_module_published_idx" ON "article" USING btree ("module_code","published_at","id") WHERE module_code is not null;--> statement-breakpoint
-- The menu's module (spec: 202408150001) holds every 党建 article and piece written before modules existed.
INSERT INTO "party_module" ("code", "name") VALUES ('202408150001', '党建要闻') ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "article" SET "module_code" = '202408150001' WHERE "category" = 'party' AND "module_code" IS NULL;--> statement-breakpoint
UPDATE "content_entry" SET "module_code" = '202408150001' WHERE "channel" = 'party' AND "module_code" IS NULL;

CREATE TABLE "captcha_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captcha_challenge" ADD COLUMN "issued_at_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenge" ADD COLUMN "tolerance" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
CREATE INDEX "captcha_failure_key_created_idx" ON "captcha_failure" USING btree ("key","created_at");
ALTER TABLE "captcha_challenge" ADD COLUMN "rounds" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "captcha_challenge_attempted_at_idx" ON "captcha_challenge" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "captcha_failure_created_idx" ON "captcha_failure" USING btree ("created_at");
ALTER TABLE "corporate_certification" ALTER COLUMN "deposit_sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "corporate_certification" ALTER COLUMN "deposit_sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_certification" ADD COLUMN "deposit_sent_by" integer;--> statement-breakpoint
ALTER TABLE "corporate_certification" ADD COLUMN "deposit_bank_serial" varchar(64);--> statement-breakpoint
CREATE INDEX "corporate_certification_deposit_queue_idx" ON "corporate_certification" USING btree ("submitted_at","id") WHERE state = 'awaiting_deposit' and deposit_sent_at is null;
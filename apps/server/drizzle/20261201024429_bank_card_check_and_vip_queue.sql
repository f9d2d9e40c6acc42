ALTER TABLE "bank_card" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "account_cipher" text;--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "deposit_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "deposit_reference" varchar(48);--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "deposit_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "deposit_sent_by" integer;--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "deposit_bank_serial" varchar(64);--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "deposit_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_conversation" ADD COLUMN "vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts bound before the micro-deposit check stay as they were: verified when bound.
UPDATE "bank_card" SET "verified_at" = "created_at";--> statement-breakpoint
CREATE INDEX "bank_card_deposit_waiting_idx" ON "bank_card" USING btree ("created_at","id") WHERE "bank_card"."verified_at" is null and "bank_card"."deposit_sent_at" is null;--> statement-breakpoint
CREATE INDEX "service_conversation_waiting_idx" ON "service_conversation" USING btree ("vip" DESC NULLS FIRST,"started_at","id") WHERE "service_conversation"."state" = 'waiting';
DROP INDEX "bank_transfer_checkout_created_idx";--> statement-breakpoint
ALTER TABLE "bank_transfer_checkout" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- The transfers confirmed before the column: their receipts' times.
UPDATE "bank_transfer_checkout" c SET "confirmed_at" = r."confirmed_at" FROM "bank_transfer_receipt" r WHERE r."payment_id" = c."payment_id";--> statement-breakpoint
CREATE INDEX "bank_transfer_checkout_awaited_idx" ON "bank_transfer_checkout" USING btree ("created_at") WHERE confirmed_at is null;

ALTER TABLE "sandbox_trade" ADD COLUMN "payer_member_id" integer;

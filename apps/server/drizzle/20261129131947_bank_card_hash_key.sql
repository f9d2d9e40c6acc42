CREATE TABLE "bank_card_hash_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_card_hash_key_single_row" CHECK ("bank_card_hash_key"."id" = 1)
);

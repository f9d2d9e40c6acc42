CREATE TABLE "bank_transfer_checkout" (
	"payment_id" varchar(40) PRIMARY KEY NOT NULL,
	"reference" varchar(16) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"subject" varchar(200) NOT NULL,
	"payer_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bank_transfer_checkout_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_receipt" (
	"payment_id" varchar(40) PRIMARY KEY NOT NULL,
	"bank_serial" varchar(64) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"received_on" varchar(10) NOT NULL,
	"receipt_object_key" varchar(120) NOT NULL,
	"receipt_type" varchar(40) NOT NULL,
	"confirmed_by" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfer_receipt_bank_serial_unique" UNIQUE("bank_serial")
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_refund" (
	"refund_id" varchar(40) PRIMARY KEY NOT NULL,
	"payment_id" varchar(40) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"payee_account" varchar(120),
	"bank_serial" varchar(64),
	"receipt_object_key" varchar(120),
	"receipt_type" varchar(40),
	"done_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "method" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "bank_transfer_checkout" ADD CONSTRAINT "bank_transfer_checkout_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_receipt" ADD CONSTRAINT "bank_transfer_receipt_payment_id_bank_transfer_checkout_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."bank_transfer_checkout"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_refund" ADD CONSTRAINT "bank_transfer_refund_payment_id_bank_transfer_checkout_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."bank_transfer_checkout"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfer_refund_status_idx" ON "bank_transfer_refund" USING btree ("status","created_at");
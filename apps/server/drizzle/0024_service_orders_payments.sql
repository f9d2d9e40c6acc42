CREATE TABLE "service_order_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event_key" varchar(80) NOT NULL,
	"type" varchar(30) NOT NULL,
	"actor_kind" varchar(12) NOT NULL,
	"actor_id" integer,
	"from_state" varchar(20) NOT NULL,
	"to_state" varchar(20) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"buyer_member_id" integer NOT NULL,
	"buyer_business_id" integer NOT NULL,
	"item_kind" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" varchar(20) DEFAULT 'pending_payment' NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"payment_id" varchar(40),
	"refund_approved" boolean DEFAULT false NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_order_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" varchar(64) NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"payment_id" varchar(40) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"method" varchar(12) NOT NULL,
	"bank_card_id" integer,
	"amount_fen" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"provider_trade_no" varchar(64),
	"checkout_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_notification" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"notify_url" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"last_error" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refund" (
	"refund_no" varchar(40) PRIMARY KEY NOT NULL,
	"merchant_refund_id" varchar(40) NOT NULL,
	"trade_no" varchar(40) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refund_merchant_refund_id_unique" UNIQUE("merchant_refund_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_trade" (
	"trade_no" varchar(40) PRIMARY KEY NOT NULL,
	"merchant_payment_id" varchar(40) NOT NULL,
	"method" varchar(12) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'WAIT_PAY' NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"card_label" varchar(60) DEFAULT '' NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_trade_merchant_payment_id_unique" UNIQUE("merchant_payment_id")
);
--> statement-breakpoint
ALTER TABLE "service_order_event" ADD CONSTRAINT "service_order_event_order_id_service_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order" ADD CONSTRAINT "service_order_buyer_member_id_member_id_fk" FOREIGN KEY ("buyer_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order" ADD CONSTRAINT "service_order_buyer_business_id_business_id_fk" FOREIGN KEY ("buyer_business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_service_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refund" ADD CONSTRAINT "sandbox_refund_trade_no_sandbox_trade_trade_no_fk" FOREIGN KEY ("trade_no") REFERENCES "public"."sandbox_trade"("trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_order_event_key_idx" ON "service_order_event" USING btree ("order_id","event_key");--> statement-breakpoint
CREATE INDEX "service_order_buyer_idx" ON "service_order" USING btree ("buyer_member_id","id");--> statement-breakpoint
CREATE INDEX "service_order_unpaid_idx" ON "service_order" USING btree ("pay_before") WHERE "service_order"."state" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_open_idx" ON "payment" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_notification_due_idx" ON "sandbox_notification" USING btree ("next_attempt_at") WHERE "sandbox_notification"."acknowledged_at" is null;
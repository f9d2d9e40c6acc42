CREATE TABLE "bank_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"business_id" integer,
	"kind" varchar(12) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"bank_code" varchar(16),
	"bank_name" varchar(50) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"number_hash" varchar(64) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_card" ADD CONSTRAINT "bank_card_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_card" ADD CONSTRAINT "bank_card_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_card_personal_number_idx" ON "bank_card" USING btree ("member_id","number_hash") WHERE "bank_card"."business_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_card_corporate_number_idx" ON "bank_card" USING btree ("business_id","number_hash") WHERE "bank_card"."business_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_card_member_idx" ON "bank_card" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "bank_card_business_idx" ON "bank_card" USING btree ("business_id");
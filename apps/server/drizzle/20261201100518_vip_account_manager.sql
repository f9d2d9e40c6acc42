CREATE TABLE "vip_account_manager" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator" ADD COLUMN "account_manager" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operator" ADD COLUMN "work_phone" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator" ADD COLUMN "service_hours" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_account_manager" ADD CONSTRAINT "vip_account_manager_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_account_manager" ADD CONSTRAINT "vip_account_manager_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_account_manager_operator_idx" ON "vip_account_manager" USING btree ("operator_id");
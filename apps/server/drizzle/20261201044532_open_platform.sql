CREATE TABLE "open_app" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"client_id" varchar(40) NOT NULL,
	"secret_hash" varchar(200) NOT NULL,
	"scopes" jsonb NOT NULL,
	"per_minute" integer NOT NULL,
	"per_day" integer NOT NULL,
	"created_by" integer,
	"partner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "open_app_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "open_call_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(200) NOT NULL,
	"status" smallint NOT NULL,
	"scope" varchar(40) DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"source" varchar(64) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"scopes" jsonb NOT NULL,
	"secret_generation" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_app" ADD CONSTRAINT "open_app_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_app" ADD CONSTRAINT "open_app_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_call_log" ADD CONSTRAINT "open_call_log_app_id_open_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."open_app"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_call_log" ADD CONSTRAINT "open_call_log_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_token" ADD CONSTRAINT "open_token_app_id_open_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."open_app"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_app_business_idx" ON "open_app" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "open_call_log_app_idx" ON "open_call_log" USING btree ("app_id","id");--> statement-breakpoint
CREATE INDEX "open_token_app_idx" ON "open_token" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "open_token_expires_at_idx" ON "open_token" USING btree ("expires_at");
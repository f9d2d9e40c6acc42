CREATE TABLE "error_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" varchar(32) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" varchar(16) NOT NULL,
	"release" varchar(200),
	"environment" varchar(64),
	"platform_code" varchar(64),
	"user_id" varchar(64),
	"message" text NOT NULL,
	"url" text,
	"event" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "error_report_event_id_idx" ON "error_report" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "error_report_received_idx" ON "error_report" USING btree ("received_at");
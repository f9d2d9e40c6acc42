CREATE TABLE "throttle_counter" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"last_hit_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempt" CASCADE;--> statement-breakpoint
CREATE INDEX "throttle_counter_expires_at_idx" ON "throttle_counter" USING btree ("expires_at");
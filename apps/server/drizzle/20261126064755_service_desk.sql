CREATE TABLE "service_agent_presence" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_canned_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"text" varchar(300) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'waiting' NOT NULL,
	"agent_id" integer,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"first_words" text NOT NULL,
	"first_seq" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"away_sent" boolean DEFAULT false NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"activity" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"operator_id" integer,
	"to_operator_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_message" ADD COLUMN "sender_name" varchar(100);--> statement-breakpoint
ALTER TABLE "service_agent_presence" ADD CONSTRAINT "service_agent_presence_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_canned_reply" ADD CONSTRAINT "service_canned_reply_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_conversation" ADD CONSTRAINT "service_conversation_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_conversation" ADD CONSTRAINT "service_conversation_agent_id_operator_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."operator"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event" ADD CONSTRAINT "service_event_conversation_id_service_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."service_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event" ADD CONSTRAINT "service_event_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event" ADD CONSTRAINT "service_event_to_operator_id_operator_id_fk" FOREIGN KEY ("to_operator_id") REFERENCES "public"."operator"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_canned_reply_operator_idx" ON "service_canned_reply" USING btree ("operator_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "service_conversation_open_idx" ON "service_conversation" USING btree ("member_id") WHERE "service_conversation"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "service_conversation_state_idx" ON "service_conversation" USING btree ("state","started_at");--> statement-breakpoint
CREATE INDEX "service_conversation_activity_idx" ON "service_conversation" USING btree ("activity");--> statement-breakpoint
CREATE INDEX "service_event_conversation_idx" ON "service_event" USING btree ("conversation_id","id");
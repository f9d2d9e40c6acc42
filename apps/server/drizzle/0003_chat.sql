CREATE TABLE "chat_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_a" varchar(64) NOT NULL,
	"user_b" varchar(64) NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversation_pair" UNIQUE("user_a","user_b")
);
--> statement-breakpoint
CREATE TABLE "chat_membership" (
	"conversation_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"peer_id" varchar(64) NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"read_time" bigint DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "chat_membership_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"from_id" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"timestamp" bigint NOT NULL,
	"client_id" varchar(64),
	CONSTRAINT "chat_message_seq" UNIQUE("conversation_id","seq"),
	CONSTRAINT "chat_message_client" UNIQUE("from_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "chat_user" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer,
	"name" varchar(100) NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_user_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "chat_membership" ADD CONSTRAINT "chat_membership_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_membership_user_idx" ON "chat_membership" USING btree ("user_id","peer_id");
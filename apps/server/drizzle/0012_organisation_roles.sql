CREATE TABLE "business_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"phone" varchar(11) NOT NULL,
	"role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_by" integer NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"template" varchar(16),
	"name" varchar(20) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_role" (
	"member_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "member_role_member_id_business_id_role_id_pk" PRIMARY KEY("member_id","business_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "business_invitation" ADD CONSTRAINT "business_invitation_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitation" ADD CONSTRAINT "business_invitation_invited_by_member_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_role" ADD CONSTRAINT "business_role_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_role" ADD CONSTRAINT "member_role_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_role" ADD CONSTRAINT "member_role_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_role" ADD CONSTRAINT "member_role_role_id_business_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."business_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitation_pending_idx" ON "business_invitation" USING btree ("business_id","phone") WHERE "business_invitation"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_invitation_phone_idx" ON "business_invitation" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "business_role_name_idx" ON "business_role" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "business_role_business_idx" ON "business_role" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "member_role_role_idx" ON "member_role" USING btree ("role_id");
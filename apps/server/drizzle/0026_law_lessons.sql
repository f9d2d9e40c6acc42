CREATE TABLE "law_lesson_chapter" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"duration_seconds" integer NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"video_key" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_lesson_progress" (
	"member_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"position" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "law_lesson_progress_member_id_chapter_id_pk" PRIMARY KEY("member_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "law_lesson" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"category" varchar(20) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"introduction" text NOT NULL,
	"lecturer" varchar(30) NOT NULL,
	"lecturer_title" varchar(60) NOT NULL,
	"lecturer_intro" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "law_lesson_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "law_lesson_chapter" ADD CONSTRAINT "law_lesson_chapter_lesson_id_law_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."law_lesson"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_lesson_progress" ADD CONSTRAINT "law_lesson_progress_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_lesson_progress" ADD CONSTRAINT "law_lesson_progress_chapter_id_law_lesson_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."law_lesson_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "law_lesson_chapter_lesson_idx" ON "law_lesson_chapter" USING btree ("lesson_id","seq");--> statement-breakpoint
CREATE INDEX "law_lesson_category_idx" ON "law_lesson" USING btree ("category","published_at");
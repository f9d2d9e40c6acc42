import { bigint, boolean, index, integer, pgTable, primaryKey, real, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { members } from "../../platform/member/schema.ts";

/** 法律课程: a video lesson of the law services, free (price 0) or sold per business. */
export const lawLessons = pgTable(
  "law_lesson",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 100 }).notNull().unique(),
    category: varchar("category", { length: 20 }).notNull(),
    summary: varchar("summary", { length: 300 }).notNull(),
    introduction: text("introduction").notNull(),
    lecturer: varchar("lecturer", { length: 30 }).notNull(),
    lecturerTitle: varchar("lecturer_title", { length: 60 }).notNull(),
    lecturerIntro: text("lecturer_intro").notNull(),
    priceFen: bigint("price_fen", { mode: "number" }).notNull(),
    /** Shown as 学习人数; seeded, counted up by nothing yet. */
    learners: integer("learners").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("law_lesson_category_idx").on(t.category, t.publishedAt)],
);

/** A chapter of a lesson: its video is an object of the store, addressed by its content. */
export const lawLessonChapters = pgTable(
  "law_lesson_chapter",
  {
    id: serial("id").primaryKey(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lawLessons.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    /** 试看: anyone may watch it, bought or not. */
    free: boolean("free").notNull().default(false),
    /** Key of the video in the object store (see lesson-videos.ts). */
    videoKey: varchar("video_key", { length: 200 }).notNull(),
  },
  (t) => [index("law_lesson_chapter_lesson_idx").on(t.lessonId, t.seq)],
);

/** Where a member stopped in a chapter, so the player resumes there. */
export const lawLessonProgress = pgTable(
  "law_lesson_progress",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => lawLessonChapters.id, { onDelete: "cascade" }),
    position: real("position").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.chapterId] })],
);

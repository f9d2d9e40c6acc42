import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
import { members } from "../../platform/member/schema.ts";

/** What a lesson's page tells a buyer before paying (each part may be missing on an older row). */
export interface LessonDetails {
  /** 课程提供方: who sells it and whose lecture it is. */
  provider?: string;
  /** 适合人群. */
  audience?: string[];
  /** 课程包含: what the buyer gets (the chapters, progress kept, how long). */
  includes?: string[];
  /** 购买须知. */
  terms?: string[];
  /** 退款规则, as the order module applies them to a lesson. */
  refundRules?: string[];
}

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
    details: jsonb("details").$type<LessonDetails>().notNull().default({}),
  },
  // The catalogue newest first, all and by category; free or paid is a filter along either, read
  // from the index itself (its last column), not from each row.
  (t) => [
    index("law_lesson_published_idx").on(t.publishedAt, t.id, t.priceFen),
    index("law_lesson_category_idx").on(t.category, t.publishedAt, t.id, t.priceFen),
    // Keyword search through its bigrams (db/keyword-match.ts).
    index("law_lesson_keyword_idx").using("gin", bigramsOf(t.title, t.summary, t.lecturer)),
  ],
);

/** A chapter of a lesson: its video is an object of the store, addressed by its content. */
export const lawLessonChapters = pgTable(
  "law_lesson_chapter",
  {
    id: serial("id").primaryKey(),
    lessonId: requiredReference("lesson_id", () => lawLessons.id, { onDelete: "cascade" }),
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
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    chapterId: requiredReference("chapter_id", () => lawLessonChapters.id, { onDelete: "cascade" }),
    position: real("position").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.chapterId] })],
);

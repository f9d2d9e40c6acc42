import { sql } from "drizzle-orm";
import { rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createLessonRepository } from "./repository.ts";
import { lawLessons } from "./schema.ts";

/** 法律课程: title, summary, introduction and lecturer, filed under their category. */
export const lessonSearchSource = rowSearchSource(
  "lesson",
  (db, ids) => createLessonRepository(db).lessonsAmong(ids),
  (lesson) => ({
    refId: lesson.id,
    title: lesson.title,
    body: [lesson.summary, `主讲 ${lesson.lecturer} ${lesson.lecturerTitle}`, lesson.introduction, lesson.lecturerIntro].join(" "),
    tags: [lesson.category],
    publishedAt: lesson.publishedAt,
  }),
);

/** Every lesson of the catalogue has a public detail page. */
export const lessonSitemapSource: SitemapSource = {
  table: lawLessons,
  id: lawLessons.id,
  lastmod: lawLessons.publishedAt,
  where: sql`true`,
};

import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type CatalogueLesson, lessonCatalogue, lessonIntroduction } from "./lesson-catalogue.ts";
import { lessonDetails } from "./lesson-details.data.ts";
import { type SampleVideo, sampleVideos } from "./lesson-videos.ts";
import { lawLessonChapters, lawLessons } from "./schema.ts";

/** A day apart from this date, newest last: the list shows the catalogue's order reversed. */
const FIRST_PUBLISHED = Date.UTC(2026, 5, 1, 2, 0, 0);

/** Where the sample videos are kept: a chapter playing one of them is the demo's, not an operator's. */
const SAMPLE_KEY_PREFIX = "lessons/video/";

type ChapterRow = Omit<typeof lawLessonChapters.$inferInsert, "id" | "lessonId">;

/** The catalogue's chapters of a lesson as rows (a free lesson is free in every chapter). */
function chapterRows(lesson: CatalogueLesson, videos: readonly SampleVideo[] | undefined): ChapterRow[] {
  return lesson.chapters.map((chapter, j) => {
    const video = videos?.[j];
    if (!video) throw new Error(`no sample video for ${lesson.title} ${chapter.title}`);
    return { seq: j + 1, title: chapter.title, durationSeconds: video.seconds, free: lesson.priceFen === 0 || j < lesson.freeChapters, videoKey: video.key };
  });
}

const sameChapter = (row: ChapterRow, wanted: ChapterRow) =>
  row.seq === wanted.seq &&
  row.title === wanted.title &&
  row.durationSeconds === wanted.durationSeconds &&
  row.free === wanted.free &&
  row.videoKey === wanted.videoKey;

/**
 * A demo lesson seeded by an earlier build (its chapters still play sample videos) gets the
 * catalogue's outline and introduction: chapters are rewritten in place by their number (so
 * progress in a chapter that stays is kept), added or removed at the end. Nothing is written
 * when it already matches, so this runs on every seed.
 */
async function bringInLine(db: Database, lessonId: number, lesson: CatalogueLesson, wanted: ChapterRow[]): Promise<void> {
  const [current] = await db.select({ introduction: lawLessons.introduction }).from(lawLessons).where(eq(lawLessons.id, lessonId));
  const rows = await db.select().from(lawLessonChapters).where(eq(lawLessonChapters.lessonId, lessonId)).orderBy(asc(lawLessonChapters.seq));
  if (!rows.every((row) => row.videoKey.startsWith(SAMPLE_KEY_PREFIX))) return;
  const introduction = lessonIntroduction(lesson);
  const chaptersMatch = rows.length === wanted.length && rows.every((row, j) => wanted[j] !== undefined && sameChapter(row, wanted[j]));
  if (chaptersMatch && current?.introduction === introduction) return;
  await db.transaction(async (tx) => {
    if (current?.introduction !== introduction) await tx.update(lawLessons).set({ introduction }).where(eq(lawLessons.id, lessonId));
    if (chaptersMatch) return;
    for (const chapter of wanted) {
      const existing = rows.find((row) => row.seq === chapter.seq);
      if (existing) await tx.update(lawLessonChapters).set(chapter).where(eq(lawLessonChapters.id, existing.id));
      else await tx.insert(lawLessonChapters).values({ ...chapter, lessonId });
    }
    await tx.delete(lawLessonChapters).where(and(eq(lawLessonChapters.lessonId, lessonId), gt(lawLessonChapters.seq, wanted.length)));
  });
}

/**
 * The lessons and their chapters (the rows; the videos themselves go to the object store with
 * seedLessonVideos). A lesson already there by title keeps its row, and is brought in line with
 * the catalogue's outline and introduction while it is still the demo's (see bringInLine), so
 * restarts change nothing and a data folder of an earlier build gets the lectures' new lengths.
 */
export async function seedLawLessons(db: Database): Promise<void> {
  const videos = sampleVideos();
  for (const [i, lesson] of lessonCatalogue.entries()) {
    const chapters = chapterRows(lesson, videos[i]);
    const [existing] = await db.select({ id: lawLessons.id }).from(lawLessons).where(eq(lawLessons.title, lesson.title));
    if (existing) {
      await bringInLine(db, existing.id, lesson, chapters);
      // A lesson seeded before it had details gets them once; details an operator wrote are kept.
      await db
        .update(lawLessons)
        .set({ details: lessonDetails(lesson) })
        .where(and(eq(lawLessons.id, existing.id), sql`${lawLessons.details} = '{}'::jsonb`));
      continue;
    }
    const { chapters: _outline, freeChapters: _free, ...row } = lesson;
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(lawLessons)
        .values({ ...row, introduction: lessonIntroduction(lesson), details: lessonDetails(lesson), publishedAt: new Date(FIRST_PUBLISHED + i * 86_400_000) })
        .returning({ id: lawLessons.id });
      if (!inserted) throw new Error("lesson insert returned nothing");
      await tx.insert(lawLessonChapters).values(chapters.map((chapter) => ({ ...chapter, lessonId: inserted.id })));
    });
  }
}

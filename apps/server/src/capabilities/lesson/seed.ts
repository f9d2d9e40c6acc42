import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { lessonCatalogue } from "./lesson-catalogue.ts";
import { sampleVideos } from "./lesson-videos.ts";
import { lawLessonChapters, lawLessons } from "./schema.ts";

/** A day apart from this date, newest last: the list shows the catalogue's order reversed. */
const FIRST_PUBLISHED = Date.UTC(2026, 5, 1, 2, 0, 0);

/**
 * The lessons and their chapters (the rows; the videos themselves go to the object store with
 * seedLessonVideos). A lesson already there by title is left as it is, so restarts change nothing.
 */
export async function seedLawLessons(db: Database): Promise<void> {
  const videos = sampleVideos();
  for (const [i, lesson] of lessonCatalogue.entries()) {
    const [existing] = await db.select({ id: lawLessons.id }).from(lawLessons).where(eq(lawLessons.title, lesson.title));
    if (existing) continue;
    const { chapters, freeChapters, ...row } = lesson;
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(lawLessons)
        .values({
          ...row,
          introduction: `${lesson.summary}本课程由${lesson.lecturer}主讲，共${chapters.length}讲，结合典型案例讲解法律规定与实务操作，适合施工企业管理人员、项目经理和法务人员学习。`,
          publishedAt: new Date(FIRST_PUBLISHED + i * 86_400_000),
        })
        .returning({ id: lawLessons.id });
      if (!inserted) throw new Error("lesson insert returned nothing");
      await tx.insert(lawLessonChapters).values(
        chapters.map((title, j) => {
          const video = videos[i]?.[j];
          if (!video) throw new Error(`no sample video for ${lesson.title} ${title}`);
          return { lessonId: inserted.id, seq: j + 1, title, durationSeconds: video.seconds, free: j < freeChapters, videoKey: video.key };
        }),
      );
    });
  }
}

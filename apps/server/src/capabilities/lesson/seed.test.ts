import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { lessonCatalogue, lessonIntroduction } from "./lesson-catalogue.ts";
import { lessonDetails } from "./lesson-details.data.ts";
import { sampleVideos } from "./lesson-videos.ts";
import { lawLessonChapters, lawLessons } from "./schema.ts";
import { seedLawLessons } from "./seed.ts";

// The lessons' seed on a database an earlier build seeded: the short sample lectures it wrote
// (four of 10 to 16 seconds, an introduction without the demonstration note) become the
// catalogue's, once; a lesson whose videos are not the samples is left alone.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const first = lessonCatalogue[0];
const second = lessonCatalogue[1];

async function lessonNamed(title: string) {
  const [lesson] = await database.db.select().from(lawLessons).where(eq(lawLessons.title, title));
  if (!lesson) throw new Error(`${title} not seeded`);
  const chapters = await database.db.select().from(lawLessonChapters).where(eq(lawLessonChapters.lessonId, lesson.id)).orderBy(asc(lawLessonChapters.seq));
  return { lesson, chapters };
}

describe("seedLawLessons", () => {
  it("writes every lesson with the catalogue's outline, lengths and introduction", async () => {
    await seedLawLessons(database.db);
    const videos = sampleVideos();
    for (const [i, entry] of lessonCatalogue.entries()) {
      const { lesson, chapters } = await lessonNamed(entry.title);
      expect(lesson.introduction).toBe(lessonIntroduction(entry));
      expect(lesson.introduction).toContain("演示样片");
      expect(chapters.map((c) => [c.seq, c.title, c.durationSeconds, c.videoKey])).toEqual(
        entry.chapters.map((c, j) => [j + 1, c.title, c.seconds, videos[i]?.[j]?.key]),
      );
      expect(chapters.map((c) => c.free)).toEqual(entry.chapters.map((_c, j) => entry.priceFen === 0 || j < entry.freeChapters));
    }
  });

  it("brings a lesson an earlier build seeded in line once, keeping its chapters' rows", async () => {
    if (!first || !second) throw new Error("catalogue empty");
    const { lesson } = await lessonNamed(first.title);
    // What the build before wrote: four lectures of seconds, an introduction without the note.
    await database.db.delete(lawLessonChapters).where(eq(lawLessonChapters.lessonId, lesson.id));
    const old = ["合同主体资格审查", "工期与质量条款", "价款与支付条款", "违约责任的约定"].map((title, j) => ({
      lessonId: lesson.id,
      seq: j + 1,
      title,
      durationSeconds: 10 + j,
      free: j < 1,
      videoKey: `lessons/video/${String(j).repeat(24)}.webm`,
    }));
    const inserted = await database.db.insert(lawLessonChapters).values(old).returning({ id: lawLessonChapters.id });
    await database.db.update(lawLessons).set({ introduction: "旧的课程介绍。" }).where(eq(lawLessons.id, lesson.id));
    // A lesson whose chapter plays another video is not the seed's to change.
    const other = await lessonNamed(second.title);
    await database.db
      .update(lawLessonChapters)
      .set({ videoKey: "uploads/lecture.webm", durationSeconds: 3000 })
      .where(eq(lawLessonChapters.id, other.chapters[0]?.id ?? 0));

    await seedLawLessons(database.db);
    const after = await lessonNamed(first.title);
    expect(after.lesson.introduction).toBe(lessonIntroduction(first));
    expect(after.chapters.map((c) => [c.title, c.durationSeconds])).toEqual(first.chapters.map((c) => [c.title, c.seconds]));
    // The four lectures kept their rows (a member's progress in them stays), the rest were added.
    expect(after.chapters.slice(0, 4).map((c) => c.id)).toEqual(inserted.map((row) => row.id));
    const untouched = await lessonNamed(second.title);
    expect(untouched.chapters[0]).toMatchObject({ videoKey: "uploads/lecture.webm", durationSeconds: 3000 });

    // Once in line, seeding again changes nothing.
    await seedLawLessons(database.db);
    expect(await lessonNamed(first.title)).toEqual(after);
    expect((await database.db.select().from(lawLessons)).length).toBe(lessonCatalogue.length);
  });

  it("gives a lesson seeded before it had details its details once, and keeps details written since", async () => {
    if (!first || !second) throw new Error("catalogue empty");
    const { lesson } = await lessonNamed(first.title);
    const edited = (await lessonNamed(second.title)).lesson;
    await database.db.update(lawLessons).set({ details: {} }).where(eq(lawLessons.id, lesson.id));
    await database.db
      .update(lawLessons)
      .set({ details: { provider: "平台改写的提供方" } })
      .where(eq(lawLessons.id, edited.id));
    await seedLawLessons(database.db);
    expect((await lessonNamed(first.title)).lesson.details).toEqual(lessonDetails(first));
    expect((await lessonNamed(second.title)).lesson.details).toEqual({ provider: "平台改写的提供方" });
  });

  it("removes lectures the catalogue no longer has", async () => {
    if (!first) throw new Error("catalogue empty");
    const { lesson, chapters } = await lessonNamed(first.title);
    const last = chapters.at(-1);
    await database.db.insert(lawLessonChapters).values({
      lessonId: lesson.id,
      seq: chapters.length + 1,
      title: "已下线的一讲",
      durationSeconds: 12,
      free: false,
      videoKey: last?.videoKey ?? "",
    });
    await seedLawLessons(database.db);
    expect((await lessonNamed(first.title)).chapters.map((c) => c.title)).toEqual(first.chapters.map((c) => c.title));
  });
});

import { LESSON_ACCESS_STATES } from "@cidp/domain";
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordMatch } from "../../db/keyword-match.ts";
import { boundedPage } from "../../db/paging.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { lawLessonChapters, lawLessonProgress, lawLessons } from "./schema.ts";

/** The catalogue's filters: a category, words of the title, summary or lecturer, free or paid lessons. */
export interface LessonFilter {
  category?: string;
  keyword?: string;
  price?: "free" | "paid";
}

function filterOf({ category, keyword, price }: LessonFilter): SQL | undefined {
  return and(
    category ? eq(lawLessons.category, category) : undefined,
    keyword ? keywordMatch(keyword, lawLessons.title, lawLessons.summary, lawLessons.lecturer) : undefined,
    price === "free" ? eq(lawLessons.priceFen, 0) : price === "paid" ? gt(lawLessons.priceFen, 0) : undefined,
  );
}

/** The lessons' reads and the members' progress: the catalogue, a lesson's chapters, who may watch, where they stopped. */
export function createLessonRepository(db: Database) {
  const chapterStats = db
    .select({
      lessonId: lawLessonChapters.lessonId,
      chapterCount: count().as("chapter_count"),
      durationSeconds: sql<number>`coalesce(sum(${lawLessonChapters.durationSeconds}), 0)::int`.as("duration_seconds"),
    })
    .from(lawLessonChapters)
    .groupBy(lawLessonChapters.lessonId)
    .as("chapter_stats");

  const summaryColumns = {
    id: lawLessons.id,
    title: lawLessons.title,
    category: lawLessons.category,
    summary: lawLessons.summary,
    lecturer: lawLessons.lecturer,
    lecturerTitle: lawLessons.lecturerTitle,
    priceFen: lawLessons.priceFen,
    learners: lawLessons.learners,
    chapterCount: sql<number>`coalesce(${chapterStats.chapterCount}, 0)::int`,
    durationSeconds: sql<number>`coalesce(${chapterStats.durationSeconds}, 0)::int`,
  };

  return {
    /**
     * A page of the catalogue, newest first, bounded as every list is (db/paging.ts), each lesson
     * with its chapters counted and timed: those of the page's lessons only, from the chapters'
     * index (a join with the stats of every chapter aggregated them all on each call).
     */
    async page(filter: LessonFilter, current: number, size: number) {
      const { rows, total, pages } = await boundedPage(db, lawLessons, filterOf(filter), [desc(lawLessons.publishedAt), desc(lawLessons.id)], current, size);
      const ids = rows.map((row) => row.id);
      const stats =
        ids.length === 0
          ? []
          : await db
              .select({
                lessonId: lawLessonChapters.lessonId,
                chapterCount: count(),
                durationSeconds: sql<number>`coalesce(sum(${lawLessonChapters.durationSeconds}), 0)::int`,
              })
              .from(lawLessonChapters)
              .where(inArray(lawLessonChapters.lessonId, ids))
              .groupBy(lawLessonChapters.lessonId);
      const statsOf = new Map(stats.map((row) => [row.lessonId, row]));
      const summaries = rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        summary: row.summary,
        lecturer: row.lecturer,
        lecturerTitle: row.lecturerTitle,
        priceFen: row.priceFen,
        learners: row.learners,
        chapterCount: statsOf.get(row.id)?.chapterCount ?? 0,
        durationSeconds: statsOf.get(row.id)?.durationSeconds ?? 0,
      }));
      return { rows: summaries, total, pages };
    },

    /** A lesson with its introductions, or undefined. */
    /** The search's read: every lesson of the catalogue is public. */
    lessonsAmong(ids: number[]) {
      return db.select().from(lawLessons).where(inArray(lawLessons.id, ids));
    },

    async lesson(id: number) {
      const [row] = await db
        .select({ ...summaryColumns, introduction: lawLessons.introduction, lecturerIntro: lawLessons.lecturerIntro, details: lawLessons.details })
        .from(lawLessons)
        .leftJoin(chapterStats, eq(chapterStats.lessonId, lawLessons.id))
        .where(eq(lawLessons.id, id));
      return row;
    },

    /** The lesson's row as an order reads it (title and price), or undefined. */
    async lessonRow(id: number) {
      const [row] = await db.select().from(lawLessons).where(eq(lawLessons.id, id));
      return row;
    },

    /** A lesson's chapters in their order, without their videos. */
    chaptersOf(lessonId: number) {
      return db
        .select({
          id: lawLessonChapters.id,
          seq: lawLessonChapters.seq,
          title: lawLessonChapters.title,
          durationSeconds: lawLessonChapters.durationSeconds,
          free: lawLessonChapters.free,
        })
        .from(lawLessonChapters)
        .where(eq(lawLessonChapters.lessonId, lessonId))
        .orderBy(asc(lawLessonChapters.seq));
    },

    /** A chapter with its lesson's price (which decides whether it is open to all), or undefined. */
    async chapter(chapterId: number) {
      const [row] = await db
        .select({ chapter: lawLessonChapters, priceFen: lawLessons.priceFen })
        .from(lawLessonChapters)
        .innerJoin(lawLessons, eq(lawLessons.id, lawLessonChapters.lessonId))
        .where(eq(lawLessonChapters.id, chapterId));
      return row;
    },

    /** Where a chapter's video is kept, or undefined for no such chapter. */
    async videoKeyOf(chapterId: number): Promise<string | undefined> {
      const [row] = await db.select({ videoKey: lawLessonChapters.videoKey }).from(lawLessonChapters).where(eq(lawLessonChapters.id, chapterId));
      return row?.videoKey;
    },

    /**
     * Whether the business bought the lesson: an order of it, paid and not refunded. Bought per
     * business, as every order is: each of its members may watch it.
     */
    async businessOwns(businessId: number, lessonId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: serviceOrders.id })
        .from(serviceOrders)
        .where(
          and(
            eq(serviceOrders.buyerBusinessId, businessId),
            eq(serviceOrders.itemKind, "lesson"),
            eq(serviceOrders.itemId, lessonId),
            inArray(serviceOrders.state, [...LESSON_ACCESS_STATES]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The member's saved positions in the lesson's chapters. */
    positionsOf(memberId: number, lessonId: number) {
      return db
        .select({ chapterId: lawLessonProgress.chapterId, position: lawLessonProgress.position })
        .from(lawLessonProgress)
        .innerJoin(lawLessonChapters, eq(lawLessonChapters.id, lawLessonProgress.chapterId))
        .where(and(eq(lawLessonProgress.memberId, memberId), eq(lawLessonChapters.lessonId, lessonId)));
    },

    /** Where the member stopped in a chapter, or undefined when they never played it. */
    async positionIn(memberId: number, chapterId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ position: lawLessonProgress.position })
        .from(lawLessonProgress)
        .where(and(eq(lawLessonProgress.memberId, memberId), eq(lawLessonProgress.chapterId, chapterId)));
      return row?.position;
    },

    async saveProgress(memberId: number, chapterId: number, position: number, at: Date): Promise<void> {
      await db
        .insert(lawLessonProgress)
        .values({ memberId, chapterId, position, updatedAt: at })
        .onConflictDoUpdate({ target: [lawLessonProgress.memberId, lawLessonProgress.chapterId], set: { position, updatedAt: at } });
    },
  };
}

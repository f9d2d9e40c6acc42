import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { lessonCalls, lessonPaths } from "@cidp/api-client/contract";
import { resumePosition } from "@cidp/domain";
import { and, asc, count, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError, parseInput } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { parseByteRange } from "./byte-range.ts";
import { businessOwnsLesson } from "./lesson-access.ts";
import { lawLessonChapters, lawLessonProgress, lawLessons } from "./schema.ts";
import { signVideoLink, verifyVideoLink } from "./video-link.ts";
import type { VideoStore } from "./video-store.ts";

const lessonMessages = {
  missing: "课程不存在",
  chapterMissing: "章节不存在",
  buyFirst: "购买后观看：该章节需购买课程后学习",
  previewOnly: "该章节需登录并购买课程后观看",
  linkInvalid: "视频链接无效或已过期，请刷新页面",
  videoMissing: "此视频暂无法播放，请稍后再试",
  rangeInvalid: "请求的视频范围无效",
} as const;

/** Options of the lesson routes: the database, the secret that signs video links and where the videos are. */
export interface LessonRoutesOptions {
  db: Database;
  secret: string;
  videos: VideoStore;
  now?: () => Date;
}

const videoQuery = z.object({ m: z.coerce.number().int().min(0), e: z.coerce.number().int(), s: z.string().max(100) });

function escapeLike(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** 法律课程: the public catalogue, the chapters' signed video links, the video bytes and the members' progress. */
export async function lessonRoutes(app: FastifyInstance, { db, secret, videos, now = () => new Date() }: LessonRoutesOptions) {
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

  /** A chapter with its lesson's price, or 404. */
  async function chapterOf(chapterId: number) {
    const [row] = await db
      .select({ chapter: lawLessonChapters, priceFen: lawLessons.priceFen })
      .from(lawLessonChapters)
      .innerJoin(lawLessons, eq(lawLessons.id, lawLessonChapters.lessonId))
      .where(eq(lawLessonChapters.id, chapterId));
    if (!row) throw new HttpError(404, lessonMessages.chapterMissing);
    return row;
  }

  /** Free previews and free lessons are open to all; the rest to the businesses that bought them. */
  const isOpen = (row: { chapter: { free: boolean }; priceFen: number }) => row.chapter.free || row.priceFen === 0;

  contractRoute(app, lessonCalls.list, async (request) => {
    const { current, size, category, keyword, price } = request.query;
    const conditions: (SQL | undefined)[] = [
      category ? eq(lawLessons.category, category) : undefined,
      keyword
        ? or(ilike(lawLessons.title, escapeLike(keyword)), ilike(lawLessons.summary, escapeLike(keyword)), ilike(lawLessons.lecturer, escapeLike(keyword)))
        : undefined,
      price === "free" ? eq(lawLessons.priceFen, 0) : price === "paid" ? gt(lawLessons.priceFen, 0) : undefined,
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(lawLessons)
        .leftJoin(chapterStats, eq(chapterStats.lessonId, lawLessons.id))
        .where(where)
        .orderBy(desc(lawLessons.publishedAt), desc(lawLessons.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(lawLessons).where(where),
    ]);
    const n = total?.n ?? 0;
    return ok({ records: rows, total: n, current, size, pages: Math.ceil(n / size) });
  });

  contractRoute(app, lessonCalls.detail, async (request) => {
    const [lesson] = await db
      .select({ ...summaryColumns, introduction: lawLessons.introduction, lecturerIntro: lawLessons.lecturerIntro })
      .from(lawLessons)
      .leftJoin(chapterStats, eq(chapterStats.lessonId, lawLessons.id))
      .where(eq(lawLessons.id, request.query.id));
    if (!lesson) throw new HttpError(404, lessonMessages.missing);
    const chapters = await db
      .select({
        id: lawLessonChapters.id,
        seq: lawLessonChapters.seq,
        title: lawLessonChapters.title,
        durationSeconds: lawLessonChapters.durationSeconds,
        free: lawLessonChapters.free,
      })
      .from(lawLessonChapters)
      .where(eq(lawLessonChapters.lessonId, lesson.id))
      .orderBy(asc(lawLessonChapters.seq));
    // A free lesson is free in every chapter, whatever the chapter rows say.
    return ok({ ...lesson, chapters: chapters.map((c) => ({ ...c, free: c.free || lesson.priceFen === 0 })) });
  });

  contractRoute(app, lessonCalls.mine, async (request) => {
    const auth = authOf(request);
    const [lesson] = await db.select({ id: lawLessons.id }).from(lawLessons).where(eq(lawLessons.id, request.query.id));
    if (!lesson) throw new HttpError(404, lessonMessages.missing);
    const businessId = auth.business?.businessId ?? 0;
    const [bought, positions] = await Promise.all([
      businessOwnsLesson(db, businessId, lesson.id),
      db
        .select({ chapterId: lawLessonProgress.chapterId, position: lawLessonProgress.position })
        .from(lawLessonProgress)
        .innerJoin(lawLessonChapters, eq(lawLessonChapters.id, lawLessonProgress.chapterId))
        .where(and(eq(lawLessonProgress.memberId, auth.member.id), eq(lawLessonChapters.lessonId, lesson.id))),
    ]);
    return ok({ bought, positions });
  });

  contractRoute(app, lessonCalls.preview, async (request) => {
    const row = await chapterOf(request.query.chapterId);
    if (!isOpen(row)) throw new HttpError(403, lessonMessages.previewOnly);
    const link = signVideoLink(secret, lessonPaths.video, row.chapter.id, 0, now().getTime());
    return ok({ chapterId: row.chapter.id, ...link, position: 0 });
  });

  contractRoute(app, lessonCalls.play, async (request) => {
    const auth = authOf(request);
    const row = await chapterOf(request.query.chapterId);
    if (!isOpen(row) && !(await businessOwnsLesson(db, auth.business?.businessId ?? 0, row.chapter.lessonId)))
      throw new HttpError(403, lessonMessages.buyFirst);
    const [saved] = await db
      .select({ position: lawLessonProgress.position })
      .from(lawLessonProgress)
      .where(and(eq(lawLessonProgress.memberId, auth.member.id), eq(lawLessonProgress.chapterId, row.chapter.id)));
    const link = signVideoLink(secret, lessonPaths.video, row.chapter.id, auth.member.id, now().getTime());
    return ok({ chapterId: row.chapter.id, ...link, position: resumePosition(saved?.position, row.chapter.durationSeconds) });
  });

  contractRoute(app, lessonCalls.saveProgress, async (request) => {
    const auth = authOf(request);
    const row = await chapterOf(request.body.chapterId);
    if (!isOpen(row) && !(await businessOwnsLesson(db, auth.business?.businessId ?? 0, row.chapter.lessonId)))
      throw new HttpError(403, lessonMessages.buyFirst);
    // Never past the chapter's end, whatever the player reports.
    const position = Math.min(request.body.position, row.chapter.durationSeconds);
    await db
      .insert(lawLessonProgress)
      .values({ memberId: auth.member.id, chapterId: row.chapter.id, position, updatedAt: now() })
      .onConflictDoUpdate({ target: [lawLessonProgress.memberId, lawLessonProgress.chapterId], set: { position, updatedAt: now() } });
    return ok({ position });
  });

  // Not a call of the contract: the `<video>` element loads the bytes, a range at a time (206),
  // and a refused link keeps its real status. The signed link is the permission (video-link.ts).
  app.get(`${lessonPaths.video}/:chapterId`, { config: { httpFailureStatus: true } }, async (request, reply) => {
    const chapterId = Number((request.params as { chapterId?: string }).chapterId);
    const query = parseInput(videoQuery, request.query);
    if (!Number.isInteger(chapterId) || chapterId < 1 || !verifyVideoLink(secret, chapterId, query, now().getTime()))
      throw new HttpError(403, lessonMessages.linkInvalid);
    const [chapter] = await db.select({ videoKey: lawLessonChapters.videoKey }).from(lawLessonChapters).where(eq(lawLessonChapters.id, chapterId));
    if (!chapter) throw new HttpError(404, lessonMessages.chapterMissing);
    const size = await videos.size(chapter.videoKey);
    if (size === null) throw new HttpError(404, lessonMessages.videoMissing);
    const range = parseByteRange(request.headers.range, size);
    reply.header("Accept-Ranges", "bytes");
    reply.header("Content-Type", "video/webm");
    reply.header("X-Content-Type-Options", "nosniff");
    // The link expires within minutes; the browser may keep what it read for as long.
    reply.header("Cache-Control", "private, max-age=300");
    reply.header("Cross-Origin-Resource-Policy", "cross-origin");
    if (range === "unsatisfiable") {
      reply.header("Content-Range", `bytes */${size}`);
      throw new HttpError(416, lessonMessages.rangeInvalid);
    }
    const body = await videos.read(chapter.videoKey, range);
    if (!body) throw new HttpError(404, lessonMessages.videoMissing);
    if (range) {
      reply.status(206);
      reply.header("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
      reply.header("Content-Length", String(range.end - range.start + 1));
    } else {
      reply.header("Content-Length", String(size));
    }
    return reply.send(Readable.fromWeb(body as NodeReadableStream));
  });
}

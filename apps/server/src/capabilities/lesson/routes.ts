import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { lessonCalls, lessonPaths } from "@cidp/api-client/contract";
import { resumePosition } from "@cidp/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError, parseInput } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { parseByteRange } from "./byte-range.ts";
import { createLessonRepository } from "./repository.ts";
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

/** What every answer with a video's bytes says: it is ranged WebM, cached privately while its link lives. */
function setVideoHeaders(reply: FastifyReply) {
  reply.header("Accept-Ranges", "bytes");
  reply.header("Content-Type", "video/webm");
  reply.header("X-Content-Type-Options", "nosniff");
  // The link expires within minutes; the browser may keep what it read for as long.
  reply.header("Cache-Control", "private, max-age=300");
  reply.header("Cross-Origin-Resource-Policy", "cross-origin");
}

/** 法律课程: the public catalogue, the chapters' signed video links, the video bytes and the members' progress. */
export async function lessonRoutes(app: FastifyInstance, { db, secret, videos, now = () => new Date() }: LessonRoutesOptions) {
  const lessons = createLessonRepository(db);

  /** A chapter with its lesson's price, or 404. */
  async function chapterOf(chapterId: number) {
    const row = await lessons.chapter(chapterId);
    if (!row) throw refuse("not_found", lessonMessages.chapterMissing);
    return row;
  }

  /** Free previews and free lessons are open to all; the rest to the businesses that bought them. */
  const isOpen = (row: { chapter: { free: boolean }; priceFen: number }) => row.chapter.free || row.priceFen === 0;

  /** A chapter the member may watch: open to all, or bought by the business they act for; else 403. */
  async function watchableChapter(chapterId: number, businessId: number | undefined) {
    const row = await chapterOf(chapterId);
    if (!isOpen(row) && !(await lessons.businessOwns(businessId ?? 0, row.chapter.lessonId))) throw refuse("permission", lessonMessages.buyFirst);
    return row;
  }

  contractRoute(app, lessonCalls.list, async (request) => {
    const { current, size, category, keyword, price } = request.query;
    const { rows, total, pages } = await lessons.page({ category, keyword, price }, current, size);
    return ok({ records: rows, total, current, size, pages });
  });

  contractRoute(app, lessonCalls.detail, async (request) => {
    const lesson = await lessons.lesson(request.query.id);
    if (!lesson) throw refuse("not_found", lessonMessages.missing);
    const chapters = await lessons.chaptersOf(lesson.id);
    const { details, ...rest } = lesson;
    return ok({
      ...rest,
      // A part missing on an older row is answered empty: the page leaves it out.
      details: {
        provider: details.provider ?? "",
        audience: details.audience ?? [],
        includes: details.includes ?? [],
        terms: details.terms ?? [],
        refundRules: details.refundRules ?? [],
      },
      // A free lesson is free in every chapter, whatever the chapter rows say.
      chapters: chapters.map((c) => ({ ...c, free: c.free || lesson.priceFen === 0 })),
    });
  });

  contractRoute(app, lessonCalls.mine, async (request) => {
    const auth = authOf(request);
    const lesson = await lessons.lessonRow(request.query.id);
    if (!lesson) throw refuse("not_found", lessonMessages.missing);
    const [bought, positions] = await Promise.all([
      lessons.businessOwns(auth.business?.businessId ?? 0, lesson.id),
      lessons.positionsOf(auth.member.id, lesson.id),
    ]);
    return ok({ bought, positions });
  });

  contractRoute(app, lessonCalls.preview, async (request) => {
    const row = await chapterOf(request.query.chapterId);
    if (!isOpen(row)) throw refuse("permission", lessonMessages.previewOnly);
    const link = signVideoLink(secret, lessonPaths.video, row.chapter.id, 0, now().getTime());
    return ok({ chapterId: row.chapter.id, ...link, position: 0 });
  });

  contractRoute(app, lessonCalls.play, async (request) => {
    const auth = authOf(request);
    const row = await watchableChapter(request.query.chapterId, auth.business?.businessId);
    const saved = await lessons.positionIn(auth.member.id, row.chapter.id);
    const link = signVideoLink(secret, lessonPaths.video, row.chapter.id, auth.member.id, now().getTime());
    return ok({ chapterId: row.chapter.id, ...link, position: resumePosition(saved, row.chapter.durationSeconds) });
  });

  contractRoute(app, lessonCalls.saveProgress, async (request) => {
    const auth = authOf(request);
    const row = await watchableChapter(request.body.chapterId, auth.business?.businessId);
    // Never past the chapter's end, whatever the player reports.
    const position = Math.min(request.body.position, row.chapter.durationSeconds);
    await lessons.saveProgress(auth.member.id, row.chapter.id, position, now());
    return ok({ position });
  });

  // Not a call of the contract: the `<video>` element loads the bytes, a range at a time (206),
  // and a refused link keeps its real status. The signed link is the permission (video-link.ts).
  app.get(`${lessonPaths.video}/:chapterId`, { config: { httpFailureStatus: true } }, async (request, reply) => {
    const chapterId = Number((request.params as { chapterId?: string }).chapterId);
    const query = parseInput(videoQuery, request.query);
    if (!Number.isInteger(chapterId) || chapterId < 1 || !verifyVideoLink(secret, chapterId, query, now().getTime()))
      throw refuse("permission", lessonMessages.linkInvalid);
    const videoKey = await lessons.videoKeyOf(chapterId);
    if (videoKey === undefined) throw refuse("not_found", lessonMessages.chapterMissing);
    const size = await videos.size(videoKey);
    if (size === null) throw refuse("not_found", lessonMessages.videoMissing);
    const range = parseByteRange(request.headers.range, size);
    setVideoHeaders(reply);
    if (range === "unsatisfiable") {
      reply.header("Content-Range", `bytes */${size}`);
      throw new HttpError(416, lessonMessages.rangeInvalid);
    }
    const body = await videos.read(videoKey, range);
    if (!body) throw refuse("not_found", lessonMessages.videoMissing);
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
